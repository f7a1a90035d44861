/* The bound counts arrivals per entry of a loop: the inner loop is entered twice and arrives at
 * its header 3 times per entry (6 in total), which --unroll 3 allows. */
#include <assert.h>

int main(void) {
    int n = 0;
    for (int i = 0; i < 2; i++)
        for (int j = 0; j < 2; j++)
            n++;
    assert(n == 4);
    return 0;
}
