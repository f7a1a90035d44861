/* __builtin_unreachable() reached: an `unreachable` instruction executed. */
static int classify(int x) {
    switch (x) {
    case 0: return 10;
    case 1: return 20;
    }
    __builtin_unreachable();
}

int main(void) {
    int s = 0;
    for (int i = 0; i < 3; i++)
        s += classify(i);
    return s;
}
