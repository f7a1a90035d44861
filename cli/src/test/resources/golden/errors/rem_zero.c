/* Unsigned remainder by zero. */
static unsigned mod(unsigned a, unsigned b) { return a % b; }

int main(void) {
    unsigned s = 0;
    for (unsigned d = 3; d + 1 > 0; d--)    /* reaches d == 0 */
        s += mod(100, d);
    return (int)s;
}
