/* A loop of 3 iterations arrives at its header 4 times (the last test fails). Under --unroll 3 the
 * 4th arrival is cut, so the error after the loop is not found: no trace completes. */
void reach_error(void);

int main(void) {
    int sum = 0;
    for (int i = 0; i < 3; i++)
        sum += i;
    if (sum == 3)
        reach_error();
    return 0;
}
