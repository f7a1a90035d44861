/* exit() ends the program at once: the reach_error after it is never reached, and exit's status
 * does not make the run an error. */
#include <stdio.h>
#include <stdlib.h>

void reach_error(void);

static void finish(int code) {
    printf("exiting with %d\n", code);
    exit(code);
}

int main(void) {
    finish(3);
    reach_error();
    return 0;
}
