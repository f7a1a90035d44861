/* The same loop under --unroll 4: 4 header arrivals are allowed, the loop completes and the error
 * after it is found. */
void reach_error(void);

int main(void) {
    int sum = 0;
    for (int i = 0; i < 3; i++)
        sum += i;
    if (sum == 3)
        reach_error();
    return 0;
}
