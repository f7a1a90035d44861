package org.jsmc.explore.rvf;

import org.jsmc.exec.Event;
import org.jsmc.explore.consistency.PartialTrace;

/**
 * Builds the VSC instance {@code (X', G')} of a child (Alg. 2 l. 23–25): the events of σ̃ and the
 * read {@code r}, program order with spawn and join edges, and the good writes of every read.
 */
final class Instances {
    private static final int[] NOTHING = {};

    private Instances() {}

    static PartialTrace of(
            Sigma s, int locations, GoodWrites good, Mutation r, Footprint reading, long[] group) {
        PartialTrace p = new PartialTrace(s.threads(), locations);
        addEvents(p, s);
        add(p, r.thread(), reading);
        order(p, s);
        for (int i = 0; i < s.size(); i++) {
            Event e = s.events.get(i);
            if (s.footprints[i].reads()) {
                long[] writes = good.of(s.thread[i], e.index());
                if (writes == null) {
                    throw new IllegalStateException("read " + e + " of σ̃ without good writes");
                }
                p.goodWrites(s.thread[i], e.index() - 1, writes);
            }
        }
        p.goodWrites(r.thread(), r.event().index() - 1, group);
        return p;
    }

    /** The events of σ̃ with their program order, spawn and join edges, and no good writes yet. */
    static PartialTrace skeleton(Sigma s, int locations) {
        PartialTrace p = new PartialTrace(s.threads(), locations);
        addEvents(p, s);
        order(p, s);
        return p;
    }

    private static void addEvents(PartialTrace p, Sigma s) {
        for (int i = 0; i < s.size(); i++) {
            add(p, s.thread[i], s.footprints[i]);
        }
    }

    private static void order(PartialTrace p, Sigma s) {
        for (int i = 0; i < s.size(); i++) {
            Event e = s.events.get(i);
            int t = s.thread[i];
            if (e instanceof Event.Spawn spawn) {
                int child = spawn.child().index();
                if (p.size(child) > 0) {
                    p.order(t, e.index() - 1, child, 0);
                }
            } else if (e instanceof Event.Join join) {
                int child = join.joined().index();
                if (p.size(child) > 0) {
                    p.order(child, p.size(child) - 1, t, e.index() - 1);
                }
            }
        }
    }

    private static void add(PartialTrace p, int thread, Footprint f) {
        p.add(thread, f.readCell(), f.writes() ? new int[] {f.writeCell()} : NOTHING);
    }
}
