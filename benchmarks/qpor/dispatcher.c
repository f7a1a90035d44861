/*
 * Q02 dispatcher: DISP(S, R) (QPOR Table 1). From DPU's experiments/cav18/bench/dispatcher.c
 * (PARAM1 = S servers, PARAM2 = R requests). Catalog status: EXACT, validated.
 *
 * main starts S servers (each locks its own mutex once, reads its input channel and, if
 * positive, copies it to its output channel); for each request it starts a picker (which writes
 * sid := 0 .. S-1, each under mutex k; sid is never reset), reads sid under k, posts the request
 * to that server's input channel under the server's mutex, and joins the picker. main ends with
 * pthread_exit; servers are never joined (the original's assertion block is compiled out).
 *
 * Parameters: S = servers; R = requests (threads: S + R, plus main).
 * Counts: 137 / 1482 / 15282 / 151032 traces at (5, 2) / (5, 3) / (5, 4) / (5, 5); Nidhugg's
 * Source-DPOR: 1591 sleep-set-blocked executions at (5, 2).
 */
#include <pthread.h>

#ifndef S
#define S 2
#endif
#ifndef R
#define R 2
#endif

pthread_mutex_t servers[S];
pthread_mutex_t k;
int sid = 0;
int in_ch[S], out_ch[S];

void *server(void *arg) {
    int x = (int)(long)arg;
    pthread_mutex_lock(&servers[x]);
    if (in_ch[x] > 0) {
        out_ch[x] = in_ch[x];
    }
    pthread_mutex_unlock(&servers[x]);
    return 0;
}

void *pick_server(void *arg) {
    for (int x = 0; x < S; x++) {
        pthread_mutex_lock(&k);
        sid = x;
        pthread_mutex_unlock(&k);
    }
    return 0;
}

int main(void) {
    pthread_t srv[S], pick[R];
    pthread_mutex_init(&k, 0);
    for (int x = 0; x < S; x++) {
        in_ch[x] = 0;
        out_ch[x] = 0;
        pthread_mutex_init(&servers[x], 0);
        pthread_create(&srv[x], 0, server, (void *)(long)x);
    }
    for (int r = 0; r < R; r++) {
        pthread_create(&pick[r], 0, pick_server, 0);
        pthread_mutex_lock(&k);
        int idx = sid;
        pthread_mutex_unlock(&k);
        pthread_mutex_lock(&servers[idx]);
        in_ch[idx] = in_ch[idx] + 1;
        pthread_mutex_unlock(&servers[idx]);
        pthread_join(pick[r], 0);
    }
    pthread_exit(0);
}
