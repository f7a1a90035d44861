/* reach_error() (declared, not defined: jsmc models it) is an assertion failure. It is reached for
 * one of the two values of the nondet choice. */
void reach_error(void);
int __VERIFIER_nondet_int(void);

int main(void) {
    int v = __VERIFIER_nondet_int();
    if (v == 1)
        reach_error();
    return 0;
}
