/*
 * E01 pgsql: pgsql(LOOP, N) (ViEqui Table II), pgsql (2 thr) (RVF-SMC Table 2). The SWSC/Tracer
 * model of a PostgreSQL latch/flag bug (Listing 1.1 of arXiv 1207.7264), as in ViEqui's
 * pgsql_conf_<LOOP>-<N>.c and Nidhugg's from_TRACER/pgsql.c.
 * Catalog status: EXACT, from source (ViEqui's form); APPROX (RVF-SMC's two-thread variant,
 * which is not reproduced by this program with N = 2, see the manifest).
 *
 * A token ring of N threads: latch[0] = flag[0] = 1 initially. Thread i (reading its id from
 * main's argument array) polls latch[i] at most LOOP times, stopping at the first 1, and exits if
 * it never saw 1; then asserts latch[i] == 0 || flag[i] == 1 (a read of latch[i], and of flag[i]
 * if the latch is set), clears latch[i], reads flag[i], and if it is set clears it and passes the
 * token: flag[i+1] := 1; latch[i+1] := 1 (indices mod N). main creates the threads in order and
 * joins them in order.
 *
 * Parameters: LOOP = polls per thread; N = number of threads (threads: N, plus main).
 * Counts: Source 781 at (5, 5); classes 55987 at (6, 7) (ViEqui's text: the classical and view
 * classes coincide).
 */
#include <assert.h>
#include <pthread.h>
#include <stdatomic.h>

#ifndef LOOP
#define LOOP 2
#endif
#ifndef N
#define N 3
#endif

atomic_int latch[N], flag[N];

void *worker(void *arg) {
    int i = *(int *)arg;
    int k;
    for (k = 0; k < LOOP; k++) {
        if (atomic_load(&latch[i]) == 1) {
            break;
        }
    }
    if (k == LOOP) {
        return 0;
    }
    assert(atomic_load(&latch[i]) == 0 || atomic_load(&flag[i]) == 1);
    atomic_store(&latch[i], 0);
    if (atomic_load(&flag[i]) == 1) {
        atomic_store(&flag[i], 0);
        atomic_store(&flag[(i + 1) % N], 1);
        atomic_store(&latch[(i + 1) % N], 1);
    }
    return 0;
}

int main(void) {
    pthread_t t[N];
    int arg[N];
    for (int i = 0; i < N; i++) {
        atomic_init(&latch[i], i == 0);
        atomic_init(&flag[i], i == 0);
        arg[i] = i;
    }
    for (int i = 0; i < N; i++) {
        pthread_create(&t[i], 0, worker, &arg[i]);
    }
    for (int i = 0; i < N; i++) {
        pthread_join(t[i], 0);
    }
    return 0;
}
