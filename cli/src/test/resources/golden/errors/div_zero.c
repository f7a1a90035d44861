/* Signed integer division by zero (the divisor comes from a global, so nothing is folded). */
int zero;

int main(void) {
    int a = 7;
    int b = zero;
    return a / b;
}
