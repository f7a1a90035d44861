/* A do-while loop's header is its body: 3 iterations arrive there 3 times (and test the condition
 * 3 times), which --unroll 3 allows. */
#include <assert.h>

int main(void) {
    int k = 0;
    do {
        k++;
    } while (k < 3);
    assert(k == 3);
    return 0;
}
