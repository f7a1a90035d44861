package org.jsmc.explore.vc;

/**
 * The persistent state a recursion node hands its children (each a linked list, so that a child
 * adds to its parent's without copying): the annotated reads, the chosen orders of conflicting leaf
 * events, and the causally-happens-before map. Events are named by refs {@code (thread << 32) |
 * index} ({@link org.jsmc.exec.Event#index()}, from 1).
 */
final class Annotations {
    private Annotations() {}

    static long ref(int thread, int index) {
        return ((long) thread << 32) | index;
    }

    static int thread(long ref) {
        return (int) (ref >>> 32);
    }

    static int index(long ref) {
        return (int) ref;
    }

    /** The ref of the initial write. */
    static final long INIT = -1L;

    /**
     * A read's annotation: its good writes, refs or {@link #INIT}, all of the value in its event
     * record and, for a root read, on one side.
     */
    record Read(long ref, long[] good, Read next) {
        static Read find(Read list, long ref) {
            for (Read r = list; r != null; r = r.next) {
                if (r.ref == ref) {
                    return r;
                }
            }
            return null;
        }
    }

    /** An order {@code before < after} between conflicting leaf events of two threads. */
    record Order(long before, long after, Order next) {}

    /**
     * The CHB map entry of a read (VC-DPOR §5, note §2.8.4): how many events of each thread (by
     * index) the trace held when the read was given its sources. The writes among them were offered
     * to it, and so was the initial value; later writes of those threads, and every write of a
     * thread the trace did not hold yet (⊥⊥, pitfall P3), are still candidates. With the write
     * extension, "the writes up to the read after the recorded one" of the paper are exactly the
     * events the trace held.
     */
    record Chb(long ref, int[] offered, Chb next) {
        static Chb find(Chb list, long ref) {
            for (Chb c = list; c != null; c = c.next) {
                if (c.ref == ref) {
                    return c;
                }
            }
            return null;
        }

        /** Whether write {@code w} (a ref, or {@link #INIT}) was offered to the read already. */
        boolean offered(long w) {
            if (w == INIT) {
                return true;
            }
            int t = thread(w);
            return t < offered.length && index(w) <= offered[t];
        }
    }
}
