package org.jsmc.explore.oracle;

import java.util.BitSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsmc.exec.Event;
import org.jsmc.explore.Equivalence;

/** Builds the class key of one trace for each equivalence, from its {@link Relations}. */
final class Keys {
    private Keys() {}

    static ClassKey of(Equivalence equivalence, Relations r) {
        return of(equivalence, r, Oracle.DEFAULT_ROOT);
    }

    /** {@code root}: the root thread's index, for the data- and value-centric keys. */
    static ClassKey of(Equivalence equivalence, Relations r, int root) {
        return switch (equivalence) {
            case NONE -> new ClassKey.Interleaving(r.trace);
            case MAZURKIEWICZ -> orders(Equivalence.MAZURKIEWICZ, r, false);
            case OBSERVERS -> orders(Equivalence.OBSERVERS, r, true);
            case READS_FROM -> readsFrom(r);
            case RVF -> readCausality(r);
            case VIEW -> view(r);
            case DATA_CENTRIC -> dataCentric(r, root);
            case VALUE_CENTRIC -> valueCentric(r, root);
        };
    }

    private static ClassKey dataCentric(Relations r, int root) {
        ClassKey.ReadsFrom rf = (ClassKey.ReadsFrom) readsFrom(r);
        Set<Order> leaf = new HashSet<>();
        for (int j = 0; j < r.size; j++) {
            for (int i = 0; i < j; i++) {
                if (isLeaf(r, i, root) && isLeaf(r, j, root) && r.dependent(i, j)) {
                    leaf.add(new Order(r.event(i), r.event(j)));
                }
            }
        }
        return new ClassKey.DataCentric(root, rf.events(), rf.sources(), leaf);
    }

    /**
     * Value-happens-before (seed 000 §1.3): condition 1 by the events (their records carry the
     * values) and the sides of the root's reads, condition 2 by the read causality, condition 3 by
     * the happens-before order {@code (po ∪ ⋈)+} projected on leaf events: the literal definition,
     * paths through root events included (note P6).
     */
    private static ClassKey valueCentric(Relations r, int root) {
        Map<Event, List<Boolean>> remote = new HashMap<>();
        for (int i = 0; i < r.size; i++) {
            if (r.reads(i) && !isLeaf(r, i, root)) {
                remote.put(
                        r.event(i),
                        r.sources(i).stream()
                                .map(s -> !s.isInit() && s.write().thread().index() != root)
                                .toList());
            }
        }
        BitSet[] before = r.happensBefore();
        Set<Order> leaf = new HashSet<>();
        for (int j = 0; j < r.size; j++) {
            for (int i = before[j].nextSetBit(0); i >= 0; i = before[j].nextSetBit(i + 1)) {
                if (isLeaf(r, i, root)
                        && isLeaf(r, j, root)
                        && r.event(i).thread().index() != r.event(j).thread().index()) {
                    leaf.add(new Order(r.event(i), r.event(j)));
                }
            }
        }
        ClassKey.ReadCausality causality = (ClassKey.ReadCausality) readCausality(r);
        return new ClassKey.ValueCentric(
                root, causality.events(), remote, causality.readOrders(), leaf);
    }

    private static boolean isLeaf(Relations r, int i, int root) {
        return r.event(i).thread().index() != root;
    }

    /** Every dependent pair in trace order (only observer races when {@code observers}). */
    private static ClassKey orders(Equivalence equivalence, Relations r, boolean observers) {
        Set<Order> orders = new HashSet<>();
        for (int j = 0; j < r.size; j++) {
            for (int i = 0; i < j; i++) {
                if (r.dependent(i, j) && (!observers || r.observerRace(i, j))) {
                    orders.add(new Order(r.event(i), r.event(j)));
                }
            }
        }
        return new ClassKey.Orders(equivalence, new HashSet<>(r.trace), orders);
    }

    private static ClassKey readsFrom(Relations r) {
        Map<Event, List<Source>> sources = new HashMap<>();
        for (int i = 0; i < r.size; i++) {
            if (r.reads(i)) {
                sources.put(r.event(i), r.sources(i));
            }
        }
        return new ClassKey.ReadsFrom(new HashSet<>(r.trace), sources);
    }

    private static ClassKey readCausality(Relations r) {
        BitSet[] past = r.causalPast();
        Set<Order> orders = new HashSet<>();
        for (int j = 0; j < r.size; j++) {
            if (!r.reads(j)) {
                continue;
            }
            for (int i = past[j].nextSetBit(0); i >= 0; i = past[j].nextSetBit(i + 1)) {
                if (r.reads(i)) {
                    orders.add(new Order(r.event(i), r.event(j)));
                }
            }
        }
        return new ClassKey.ReadCausality(new HashSet<>(r.trace), orders);
    }

    private static ClassKey view(Relations r) {
        Set<Event> reads = new HashSet<>();
        for (int i = 0; i < r.size; i++) {
            if (r.reads(i) || r.event(i) instanceof Event.Choice) {
                reads.add(r.event(i));
            }
        }
        return new ClassKey.View(reads);
    }
}
