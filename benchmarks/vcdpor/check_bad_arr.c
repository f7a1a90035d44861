/*
 * V17 check_bad_arr: check_bad_arr (VC-DPOR Table 1). The paper calls it an SV-COMP benchmark,
 * but no file of that name exists in the SV-COMP pthread categories (Table 5: 33 LOC,
 * 1 variable, 0 locks, U threads). Catalog status: APPROX (origin unknown).
 *
 * Reconstruction in the style of nondet-array (V10): each thread takes a ticket from the shared
 * counter idx (a read and a write, racy) and records it in its own slot of arr; main joins all
 * threads and checks that no two slots hold the same ticket (the "bad array" check, as plain
 * reads). Per-thread slots keep the counts below V10's at the same N, as the paper's are.
 *
 * Parameter: N = number of threads (threads: N, plus main).
 * Counts: Mazurkiewicz (N!)^2 (14400 at N = 5; the paper's Source: 12838); observers equal to
 * those of monabsex2 (5566 at N = 5; the paper's: 10989).
 */
#include <pthread.h>

#ifndef N
#define N 3
#endif

int idx;
int arr[N];

void *thr(void *arg) {
    int tid = (int)(long)arg;
    int i = idx;
    idx = i + 1;
    arr[tid] = i;
    return 0;
}

int main(void) {
    pthread_t t[N];
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, thr, (void *)(long)i);
    }
    for (int i = 0; i < N; i++) {
        pthread_join(t[i], 0);
    }
    int bad = 0;
    for (int i = 0; i < N; i++) {
        for (int j = i + 1; j < N; j++) {
            if (arr[i] == arr[j]) {
                bad = 1;
            }
        }
    }
    (void)bad;
    return 0;
}
