package org.jsmc.explore.oracle;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jsmc.exec.Event;
import org.jsmc.explore.Equivalence;

/**
 * The class of a trace under one {@link Equivalence}: two traces are equivalent exactly when their
 * keys are equal. Keys of different equivalences are never compared. Events inside keys are the
 * full event records (thread, index, kind, location and values), so traces with different values
 * never share a class by accident. The definitions are in the package documentation.
 */
public sealed interface ClassKey {

    /** The equivalence this key is a class of. */
    Equivalence equivalence();

    /** A readable, deterministic text form, for assertions on exact sets of classes. */
    String render(Notation notation);

    /** {@link Equivalence#NONE}: the interleaving itself. */
    record Interleaving(List<Event> trace) implements ClassKey {
        public Interleaving {
            trace = List.copyOf(trace);
        }

        @Override
        public Equivalence equivalence() {
            return Equivalence.NONE;
        }

        @Override
        public String render(Notation notation) {
            return trace.stream().map(notation::event).collect(Collectors.joining("; "));
        }
    }

    /**
     * {@link Equivalence#MAZURKIEWICZ} and {@link Equivalence#OBSERVERS}: the events and the order
     * of every pair that counts (every dependent pair, or only the observed ones).
     */
    record Orders(Equivalence equivalence, Set<Event> events, Set<Order> orders)
            implements ClassKey {
        public Orders {
            events = Set.copyOf(events);
            orders = Set.copyOf(orders);
        }

        /** The orders, sorted, then the events no order mentions: {@code a < b; c < d | e}. */
        @Override
        public String render(Notation notation) {
            return renderOrders(orders, events, notation);
        }
    }

    /** {@link Equivalence#READS_FROM}: the events, and the sources of every reading event. */
    record ReadsFrom(Set<Event> events, Map<Event, List<Source>> sources) implements ClassKey {
        public ReadsFrom {
            events = Set.copyOf(events);
            sources = Map.copyOf(sources);
        }

        @Override
        public Equivalence equivalence() {
            return Equivalence.READS_FROM;
        }

        /** {@code r ← w; r' ← init | e}: each reading event with its sources, then the rest. */
        @Override
        public String render(Notation notation) {
            String reads =
                    sources.keySet().stream()
                            .sorted(Notation.EVENT_ORDER)
                            .map(
                                    r ->
                                            notation.event(r)
                                                    + " ← "
                                                    + sources.get(r).stream()
                                                            .map(s -> s.render(notation))
                                                            .collect(Collectors.joining(" + ")))
                            .collect(Collectors.joining("; "));
            return reads + rest(events, sources.keySet(), notation);
        }
    }

    /**
     * {@link Equivalence#RVF}: the events (with their values) and the causal order {@code (po ∪
     * rf)+} restricted to reading events.
     */
    record ReadCausality(Set<Event> events, Set<Order> readOrders) implements ClassKey {
        public ReadCausality {
            events = Set.copyOf(events);
            readOrders = Set.copyOf(readOrders);
        }

        @Override
        public Equivalence equivalence() {
            return Equivalence.RVF;
        }

        @Override
        public String render(Notation notation) {
            return renderOrders(readOrders, events, notation);
        }
    }

    /** {@link Equivalence#VIEW}: the reading events (and choices) with their values. */
    record View(Set<Event> reads) implements ClassKey {
        public View {
            reads = Set.copyOf(reads);
        }

        @Override
        public Equivalence equivalence() {
            return Equivalence.VIEW;
        }

        @Override
        public String render(Notation notation) {
            return reads.stream()
                    .sorted(Notation.EVENT_ORDER)
                    .map(notation::event)
                    .collect(Collectors.joining("; "));
        }
    }

    /**
     * {@link Equivalence#DATA_CENTRIC}: the events, the sources of every reading event, and the
     * order of every dependent pair of leaf events (threads other than {@code root}).
     */
    record DataCentric(
            int root, Set<Event> events, Map<Event, List<Source>> sources, Set<Order> leafOrders)
            implements ClassKey {
        public DataCentric {
            events = Set.copyOf(events);
            sources = Map.copyOf(sources);
            leafOrders = Set.copyOf(leafOrders);
        }

        @Override
        public Equivalence equivalence() {
            return Equivalence.DATA_CENTRIC;
        }

        /** The reads-from part, then {@code ||} and the leaf orders. */
        @Override
        public String render(Notation notation) {
            return new ReadsFrom(events, sources).render(notation)
                    + " || "
                    + renderOrders(leafOrders, Set.of(), notation);
        }
    }

    /**
     * {@link Equivalence#VALUE_CENTRIC} (value-happens-before with root thread {@code root}): the
     * events with their values, for each reading event of the root whether each of its sources is a
     * leaf's write (remote; the initial value is the root's), the causal order among reading
     * events, and happens-before projected on leaf events.
     */
    record ValueCentric(
            int root,
            Set<Event> events,
            Map<Event, List<Boolean>> remote,
            Set<Order> readOrders,
            Set<Order> leafOrders)
            implements ClassKey {
        public ValueCentric {
            events = Set.copyOf(events);
            remote = Map.copyOf(remote);
            readOrders = Set.copyOf(readOrders);
            leafOrders = Set.copyOf(leafOrders);
        }

        @Override
        public Equivalence equivalence() {
            return Equivalence.VALUE_CENTRIC;
        }

        /** {@code r remote; r' local | read orders || leaf orders}. */
        @Override
        public String render(Notation notation) {
            String sides =
                    remote.keySet().stream()
                            .sorted(Notation.EVENT_ORDER)
                            .map(
                                    r ->
                                            notation.event(r)
                                                    + remote.get(r).stream()
                                                            .map(b -> b ? " remote" : " local")
                                                            .collect(Collectors.joining()))
                            .collect(Collectors.joining("; "));
            return sides
                    + " | "
                    + renderOrders(readOrders, events, notation)
                    + " || "
                    + renderOrders(leafOrders, Set.of(), notation);
        }
    }

    private static String renderOrders(Set<Order> orders, Set<Event> events, Notation notation) {
        String pairs =
                orders.stream()
                        .map(o -> o.render(notation))
                        .sorted()
                        .collect(Collectors.joining("; "));
        Set<Event> mentioned =
                orders.stream()
                        .flatMap(o -> Stream.of(o.before(), o.after()))
                        .collect(Collectors.toSet());
        return pairs + rest(events, mentioned, notation);
    }

    private static String rest(Set<Event> events, Set<Event> shown, Notation notation) {
        String rest =
                events.stream()
                        .filter(e -> !shown.contains(e))
                        .sorted(Notation.EVENT_ORDER)
                        .map(notation::event)
                        .collect(Collectors.joining("; "));
        return rest.isEmpty() ? "" : " | " + rest;
    }
}
