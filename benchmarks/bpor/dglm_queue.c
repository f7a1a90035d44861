/*
 * B02 dglm-queue, dglm-oe, dglm-fifo (bounded POR Table I): the Doherty-Groves-Luchangco-Moir
 * queue, a Michael-Scott variant whose dequeuers help advance the tail only when head has passed
 * it. The BUSTER programs and their clients are not in the seed. Catalog status: APPROX (built
 * from the Michael-Scott skeleton of B03 with the DGLM dequeue, as the catalog suggests).
 *
 * The queue, its clients (CLIENT = 0 -queue, 1 -oe, 2 -fifo) and main's checks are those of
 * bpor/ms_queue.c, which this file includes with DGLM = 1.
 *
 * Parameters: N = number of threads (threads: N, plus main); CLIENT (0, 1, 2).
 */
#define DGLM 1
#include "ms_queue.c"
