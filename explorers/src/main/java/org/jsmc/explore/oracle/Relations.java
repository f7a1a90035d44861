package org.jsmc.explore.oracle;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsmc.exec.Event;
import org.jsmc.exec.ThreadId;

/**
 * The relations of one trace the class keys are built from: footprints, program order (with spawn
 * and join edges), atomic sections, reads-from (per byte), and dependence. Events are referred to
 * by their position in the trace. Immutable after construction.
 */
final class Relations {
    final List<Event> trace;
    final int size;
    private final Footprint[] footprints;

    /** Per event: the position of the first event of its atomic section, or its own position. */
    private final int[] unit;

    /** Per event: the positions of its direct program-order predecessors. */
    private final List<List<Integer>> programOrder = new ArrayList<>();

    /** Per reading event: its sources, see {@link #sources(int)}; null for other events. */
    private final List<List<Source>> sources = new ArrayList<>();

    /** Per event: the positions of the non-initial sources it reads from. */
    private final List<List<Integer>> readsFrom = new ArrayList<>();

    /** Events some reading event reads from (at least one byte). */
    private final BitSet observed = new BitSet();

    /** Per pair of positions of different threads: how they conflict (symmetric). */
    private final Footprint.Conflict[][] conflicts;

    Relations(List<Event> trace) {
        this.trace = List.copyOf(trace);
        this.size = trace.size();
        this.footprints = new Footprint[size];
        this.unit = new int[size];
        for (int i = 0; i < size; i++) {
            footprints[i] = Footprint.of(trace.get(i));
        }
        computeProgramOrderAndUnits();
        for (int i = 0; i < size; i++) {
            computeSources(i);
        }
        conflicts = computeConflicts();
    }

    Event event(int i) {
        return trace.get(i);
    }

    /** Whether the event reads a cell (memory, or a synchronisation object). */
    boolean reads(int i) {
        return footprints[i].isReading();
    }

    /** The atomic section (or single event) {@code i} belongs to, named by its first position. */
    int unit(int i) {
        return unit[i];
    }

    List<Integer> programOrderPredecessors(int i) {
        return programOrder.get(i);
    }

    /**
     * The sources of reading event {@code i}: for each range it reads, one source if every cell of
     * the range has the same last writer, otherwise one source per byte. Only synchronisation
     * events read more than one range, and those ranges are single cells, so the list is never
     * ambiguous.
     */
    List<Source> sources(int i) {
        return sources.get(i);
    }

    /** Whether some reading event reads (a byte) from event {@code i}. */
    boolean observed(int i) {
        return observed.get(i);
    }

    /**
     * Whether events {@code i} and {@code j} of different threads are dependent: one is an {@code
     * Exit}, or they overlap in a cell at least one of them writes, or they use a common
     * synchronisation object in any way.
     */
    boolean dependent(int i, int j) {
        return conflicts[i][j] != Footprint.Conflict.NONE;
    }

    /**
     * Whether the dependent pair {@code i < j} (trace positions) counts for the observer
     * equivalence: always, unless the only conflicts between them are write–write conflicts on
     * memory; such a pair counts only when some read observes the later event {@code j}.
     */
    boolean observerRace(int i, int j) {
        return conflicts[i][j] == Footprint.Conflict.OTHER || observed(j);
    }

    /**
     * The strict causal past of every event: {@code (po ∪ rf)+}, as bit sets over positions
     * (causally-happens-before, RVF-SMC §2; ViEqui's {@code →co}).
     */
    BitSet[] causalPast() {
        BitSet[] past = new BitSet[size];
        for (int i = 0; i < size; i++) {
            past[i] = new BitSet(size);
            for (int p : programOrder.get(i)) {
                past[i].set(p);
                past[i].or(past[p]);
            }
            for (int w : readsFrom.get(i)) {
                past[i].set(w);
                past[i].or(past[w]);
            }
        }
        return past;
    }

    /**
     * The strict happens-before past of every event: {@code (po ∪ ⋈)+}, dependent pairs ordered as
     * in the trace (VC-DPOR's {@code →_t}).
     */
    BitSet[] happensBefore() {
        BitSet[] past = new BitSet[size];
        for (int j = 0; j < size; j++) {
            past[j] = new BitSet(size);
            for (int p : programOrder.get(j)) {
                past[j].set(p);
                past[j].or(past[p]);
            }
            for (int i = 0; i < j; i++) {
                if (dependent(i, j) && !past[j].get(i)) {
                    past[j].set(i);
                    past[j].or(past[i]);
                }
            }
        }
        return past;
    }

    private Footprint.Conflict[][] computeConflicts() {
        Footprint.Conflict[][] c = new Footprint.Conflict[size][size];
        for (int i = 0; i < size; i++) {
            c[i][i] = Footprint.Conflict.NONE;
            for (int j = 0; j < i; j++) {
                Footprint.Conflict k;
                if (event(i).thread().index() == event(j).thread().index()) {
                    k = Footprint.Conflict.NONE;
                } else if (event(i) instanceof Event.Exit || event(j) instanceof Event.Exit) {
                    k = Footprint.Conflict.OTHER;
                } else {
                    k = footprints[i].conflict(footprints[j]);
                    if (k == Footprint.Conflict.WRITE_WRITE
                            && (event(i) instanceof Event.Free || event(j) instanceof Event.Free)) {
                        // An access after a free fails: the order is observable without a read.
                        k = Footprint.Conflict.OTHER;
                    }
                }
                c[i][j] = k;
                c[j][i] = k;
            }
        }
        return c;
    }

    private void computeProgramOrderAndUnits() {
        Map<ThreadId, Integer> last = new HashMap<>();
        Map<ThreadId, Integer> spawnOf = new HashMap<>();
        Map<ThreadId, Integer> sectionStart = new HashMap<>();
        Map<ThreadId, Integer> depth = new HashMap<>();
        for (int i = 0; i < size; i++) {
            Event e = event(i);
            ThreadId t = e.thread();
            List<Integer> preds = new ArrayList<>(2);
            Integer previous = last.get(t);
            if (previous != null) {
                preds.add(previous);
            } else if (spawnOf.containsKey(t)) {
                preds.add(spawnOf.get(t));
            }
            if (e instanceof Event.Join j && last.containsKey(j.joined())) {
                preds.add(last.get(j.joined()));
            }
            if (e instanceof Event.Spawn s) {
                spawnOf.put(s.child(), i);
            }
            programOrder.add(preds);
            last.put(t, i);

            int d = depth.getOrDefault(t, 0);
            if (e instanceof Event.AtomicBegin && d++ == 0) {
                sectionStart.put(t, i);
            }
            unit[i] = d > 0 ? sectionStart.get(t) : i;
            if (e instanceof Event.AtomicEnd && d > 0) {
                d--;
            }
            depth.put(t, d);
        }
    }

    private void computeSources(int i) {
        List<Integer> positions = new ArrayList<>(1);
        readsFrom.add(positions);
        Footprint f = footprints[i];
        if (!f.isReading()) {
            sources.add(null);
            return;
        }
        List<Source> result = new ArrayList<>(1);
        for (Footprint.Range range : f.reads()) {
            List<Source> perCell = new ArrayList<>();
            for (long c = range.start(); c < range.start() + range.length(); c++) {
                int w = lastWriter(i, range.sync(), c);
                perCell.add(w < 0 ? Source.INIT : new Source(event(w)));
                if (w >= 0) {
                    observed.set(w);
                    if (!positions.contains(w)) {
                        positions.add(w);
                    }
                    observeWrittenBeforeFree(w, range.sync(), c);
                }
            }
            boolean uniform = perCell.stream().distinct().count() == 1;
            result.addAll(uniform ? perCell.subList(0, 1) : perCell);
        }
        sources.add(List.copyOf(result));
    }

    /**
     * An access after a {@code free} (an error) still returns the value the last write before the
     * free left: it reads from the free, and observes that write too (for the observer equivalence;
     * its sources stay the free).
     */
    private void observeWrittenBeforeFree(int w, boolean sync, long cell) {
        while (w >= 0 && event(w) instanceof Event.Free) {
            w = lastWriter(w, sync, cell);
        }
        if (w >= 0) {
            observed.set(w);
        }
    }

    private int lastWriter(int reader, boolean sync, long cell) {
        for (int j = reader - 1; j >= 0; j--) {
            for (Footprint.Range w : footprints[j].writes()) {
                if (w.contains(sync, cell)) {
                    return j;
                }
            }
        }
        return -1;
    }
}
