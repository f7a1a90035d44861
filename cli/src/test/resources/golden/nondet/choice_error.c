/* The error needs both choices to be 1: one trace in four. */
void reach_error(void);
int __VERIFIER_nondet_int(void);

int main(void) {
    int a = __VERIFIER_nondet_int();
    int b = __VERIFIER_nondet_int();
    if (a && b)
        reach_error();
    return 0;
}
