/* Reading one element past the end of a global array (even if another global follows it in
 * memory). */
int table[4] = {1, 2, 3, 4};
int after[4] = {5, 6, 7, 8};

static int sum(int n) {
    int s = 0;
    for (int i = 0; i < n; i++)
        s += table[i];
    return s;
}

int main(void) {
    return sum(5);
}
