package org.jsmc.explore.rvf;

import java.util.stream.LongStream;
import org.jsmc.exec.Event;
import org.jsmc.explore.consistency.PartialTrace;
import org.jsmc.explore.consistency.VerifySC;

/**
 * {@code view}'s test of a leaf: did a branch to its left explore its view already?
 *
 * <p>Two leaves of RVF-SMC's search with one view part at a node {@code A} in the loops of two
 * different reads (the same read gives different values), say {@code r} and then {@code r'}. In the
 * right one, {@code r} reads a write the causal map entry of {@code r} forbids, one {@code A}'s σ̃
 * did not hold; in the left one it reads a write of the same value that σ̃ held. So a leaf's view
 * was explored to its left exactly when, for some entry {@code (r, prefix)} of its causal map added
 * at a node {@code A}, the view has a witness over the leaf's events in which
 *
 * <ul>
 *   <li>{@code r} reads a write {@code A} offered it: one of the prefix, not hidden from {@code r},
 *       not forbidden by the older entries, of the value the leaf gives {@code r};
 *   <li>each read fixed above {@code A} reads one of its good writes;
 *   <li>each other read reads a write of its value that the older entries do not forbid;
 * </ul>
 *
 * since {@code r}'s subtree at {@code A} explores a trace of every view with such a witness, and
 * the leftmost leaf of a view has no such entry. The test asks VerifySC once per entry whose read
 * has a candidate of the right value.
 */
final class EarlierBranches implements RepeatedViews {

    /**
     * Whether every trace in which {@code r} reads {@code value} repeats a view to its left, so
     * that the branch need not be taken: {@code r} is a load in the causal map's domain whose
     * thread's previous event writes its location with {@code value}. The node that added {@code
     * r}'s first entry offered it that write, which hides every other, and in any such trace {@code
     * r} can be moved back to right after the write, where it reads it: its causal past is the
     * write's and the write, and a load that moves changes no other read.
     */
    @Override
    public boolean branchRepeats(Sigma s, Mutation r, long value) {
        int w = uselessWrite(s, r);
        return r.forbidden() != null && w >= 0 && s.footprints[w].value() == value;
    }

    /**
     * The position in σ̃ of the event just before the load {@code r} in its thread when that event
     * writes {@code r}'s location, or -1. Once {@code r} has a causal map entry, a new write of the
     * value that event wrote cannot serve {@code r} ({@link #branchRepeats}), so it raises no
     * backtrack signal for it.
     */
    @Override
    public int uselessWrite(Sigma s, Mutation r) {
        if (!(r.event() instanceof Event.Read)) {
            return -1;
        }
        for (int i = s.size() - 1; i >= 0; i--) {
            if (s.thread[i] == r.thread()) {
                return s.footprints[i].writeCell() == r.footprint().readCell() ? i : -1;
            }
        }
        return -1;
    }

    /** Whether the leaf {@code s}, whose causal map is {@code c}, repeats a view to its left. */
    @Override
    public boolean leafRepeats(
            Sigma s, int locations, GoodWrites good, CausalMap c, VerifySC verifier) {
        PartialTrace instance =
                null; // the leaf's events and edges, built once; good writes per entry
        int[] hint = null;
        for (CausalMap entry = c; entry != null; entry = entry.rest()) {
            int at = position(s, entry.read());
            if (at < 0) {
                continue; // the leaf stopped before the read: not a trace of the read's loop
            }
            long[] offered = offered(s, good, entry, at);
            if (offered.length == 0) {
                continue;
            }
            if (instance == null) {
                instance = Instances.skeleton(s, locations);
                hint = s.schedule();
            }
            setGoodWrites(instance, s, good, entry, at, offered);
            if (verifier.check(instance, hint) != null) {
                return true;
            }
        }
        return false;
    }

    /**
     * Sets every read's good writes in {@code instance} for one entry, whose read is at {@code at}.
     */
    private static void setGoodWrites(
            PartialTrace instance,
            Sigma s,
            GoodWrites good,
            CausalMap entry,
            int at,
            long[] offered) {
        for (int i = 0; i < s.size(); i++) {
            if (!s.footprints[i].reads()) {
                continue;
            }
            int t = s.thread[i];
            int index = s.events.get(i).index();
            GoodWrites.Fixed f = good.fixed(t, index);
            long[] writes =
                    i == at
                            ? offered
                            : f.depth() < entry.depth()
                                    ? f.writes()
                                    : ofValue(
                                            s, i, f, CausalMap.of(entry.rest(), Sources.ref(s, i)));
            instance.goodWrites(t, index - 1, writes);
        }
    }

    /** The writes the node that added {@code entry} offered its read, of the leaf's value. */
    private static long[] offered(Sigma s, GoodWrites good, CausalMap entry, int at) {
        int cell = s.footprints[at].readCell();
        GoodWrites.Fixed f = good.fixed(s.thread[at], s.events.get(at).index());
        long value = f.value();
        int[] forbidden = CausalMap.of(entry.rest(), entry.read());
        int[] past = s.clock[at].clone();
        past[s.thread[at]]--;
        boolean first = true;
        LongStream.Builder out = LongStream.builder();
        for (int j = 0; j < s.size(); j++) {
            if (s.footprints[j].writeCell() == cell && j != at && s.before(j, past)) {
                first = false;
            }
        }
        if (first && forbidden == null && f.initial() == value) {
            out.add(PartialTrace.INIT);
        }
        for (int j = 0; j < s.size(); j++) {
            Footprint w = s.footprints[j];
            if (w.writeCell() == cell
                    && w.value() == value
                    && j != at
                    && within(s, j, entry.prefix())
                    && !within(s, j, forbidden)
                    && !hidden(s, j, cell, at, past)) {
                out.add(Sources.ref(s, j));
            }
        }
        return out.build().toArray();
    }

    /** Every write of read {@code i}'s value to its location that {@code forbidden} allows. */
    private static long[] ofValue(Sigma s, int i, GoodWrites.Fixed f, int[] forbidden) {
        int cell = s.footprints[i].readCell();
        LongStream.Builder out = LongStream.builder();
        if (forbidden == null && f.initial() == f.value()) {
            out.add(PartialTrace.INIT);
        }
        for (int j = 0; j < s.size(); j++) {
            Footprint w = s.footprints[j];
            if (j != i
                    && w.writeCell() == cell
                    && w.value() == f.value()
                    && !within(s, j, forbidden)) {
                out.add(Sources.ref(s, j));
            }
        }
        return out.build().toArray();
    }

    /** Whether write {@code j} hides behind another write of its location before the read. */
    private static boolean hidden(Sigma s, int j, int cell, int at, int[] past) {
        for (int k = 0; k < s.size(); k++) {
            if (k != j
                    && k != at
                    && s.footprints[k].writeCell() == cell
                    && s.before(k, past)
                    && s.before(j, s.clock[k])) {
                return true;
            }
        }
        return false;
    }

    private static boolean within(Sigma s, int j, int[] prefix) {
        return prefix != null
                && s.thread[j] < prefix.length
                && s.events.get(j).index() <= prefix[s.thread[j]];
    }

    private static int position(Sigma s, long ref) {
        for (int i = 0; i < s.size(); i++) {
            if (Sources.ref(s, i) == ref) {
                return i;
            }
        }
        return -1;
    }
}
