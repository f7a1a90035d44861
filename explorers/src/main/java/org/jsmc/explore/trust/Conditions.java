package org.jsmc.explore.trust;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jsmc.exec.Event;
import org.jsmc.exec.LockKind;
import org.jsmc.explore.core.ConditionState;
import org.jsmc.explore.graph.Graph;
import org.jsmc.explore.graph.Kind;
import org.jsmc.explore.graph.Locations;
import org.jsmc.explore.graph.Node;

/**
 * Condition variables in TruSt's graphs. A graph node touches one location, and {@code
 * pthread_cond_wait}'s halves touch two: the wait releases the mutex and starts waiting, the
 * wake-up consumes a signal and re-acquires the mutex, atomically ({@link Event.CondWake}). So the
 * state of every condition variable lives in the value of the mutex it is used with: the low two
 * bits hold the lock ({@link Locations#FREE}, {@link Locations#HELD}, {@link Locations#DESTROYED}),
 * the others the number of an interned state of its conditions ({@link ConditionState}, the
 * interpreter's model). A wait (a release) and a wake-up (an acquisition) are updates of the mutex;
 * a wake-up that cannot happen yet (no signal for it, or the mutex held) is an await node, as a
 * lock attempt is. A signal or a broadcast is a node of no location whose effect the signaller's
 * next release of the mutex writes ({@link #folded}): while the mutex is held no other thread can
 * observe the conditions (a wake-up needs it free), and a lock attempt or a failed trylock that
 * reads the mutex held has one write to read, the acquisition, not one per signal, so it orders
 * against whole critical sections only, as in the other algorithms.
 *
 * <p>This is exact under the usual discipline, which is what jsmc accepts: every condition variable
 * is used with one mutex, and signalled or broadcast only by a thread holding it. Then every
 * operation on a condition happens while its mutex is held or acquires it, so ordering the
 * operations with the critical sections orders no two events that the other algorithms' dependency
 * leaves unordered, and the graphs are the Mazurkiewicz classes. A signal without the mutex would
 * order against other threads' critical sections and split classes: it is refused, naming {@code
 * optimal}.
 *
 * <p>Mutable: the association of conditions with mutexes and the interned states grow during one
 * exploration (the states are few: one per distinct set of waiters, tickets and tokens).
 */
final class Conditions {
    private static final long LOCK_BITS = 3;

    private final Locations locations;
    private final Map<Long, Long> mutexOf = new HashMap<>();
    private final List<Shared> states = new ArrayList<>(List.of(new Shared(List.of(), List.of())));
    private final Map<Shared, Integer> ids = new HashMap<>(Map.of(states.get(0), 0));

    Conditions(Locations locations) {
        this.locations = locations;
    }

    /** The conditions of one mutex and their states, by condition address in first-use order. */
    private record Shared(List<Long> conditions, List<ConditionState> states) {
        ConditionState of(long condition) {
            int i = conditions.indexOf(condition);
            return i < 0 ? ConditionState.EMPTY : states.get(i);
        }

        Shared with(long condition, ConditionState s) {
            List<Long> c = new ArrayList<>(conditions);
            List<ConditionState> v = new ArrayList<>(states);
            int i = c.indexOf(condition);
            if (i < 0) {
                c.add(condition);
                v.add(s);
            } else {
                v.set(i, s);
            }
            return new Shared(List.copyOf(c), List.copyOf(v));
        }
    }

    /** Whether a mutex value says the mutex is held. */
    static boolean held(long v) {
        return (v & LOCK_BITS) == Locations.HELD;
    }

    /** Mutex value {@code v} with its lock bits set to {@code lock}, its conditions kept. */
    static long withLock(long v, long lock) {
        return (v & ~LOCK_BITS) | lock;
    }

    /** Whether thread {@code t}'s wake-up {@code w} can happen on a mutex holding {@code v}. */
    boolean canWake(Event.CondWake w, int t, long v) {
        return !held(v) && states.get(id(v)).of(w.condition()).canWake(t);
    }

    /**
     * What condition operation {@code e} of thread {@code t} makes of a mutex holding {@code v}: a
     * wait or a wake-up writes it, a signal's or broadcast's result its thread's release writes.
     */
    long after(Event e, int t, long v) {
        long condition = condition(e);
        Shared s = states.get(id(v));
        Shared next = s.with(condition, s.of(condition).after(e, t));
        long lock =
                e instanceof Event.CondWait
                        ? Locations.FREE
                        : e instanceof Event.CondWake ? Locations.HELD : v & LOCK_BITS;
        return withLock((long) intern(next) << 2, lock);
    }

    private int intern(Shared s) {
        Integer known = ids.get(s);
        if (known != null) {
            return known;
        }
        states.add(s);
        ids.put(s, states.size() - 1);
        return states.size() - 1;
    }

    private static int id(long v) {
        return v < 0 ? 0 : (int) (v >>> 2);
    }

    private static long condition(Event e) {
        if (e instanceof Event.CondWait w) {
            return w.condition();
        } else if (e instanceof Event.CondWake w) {
            return w.condition();
        } else if (e instanceof Event.CondSignal s) {
            return s.condition();
        }
        return ((Event.CondBroadcast) e).condition();
    }

    /**
     * The address of the mutex condition operation {@code e} of thread {@code t} uses in graph
     * {@code g}; refuses a condition used with two mutexes, and a signal or broadcast by a thread
     * that does not hold the condition's mutex.
     */
    long mutex(Event e, int t, Graph g) {
        long condition = condition(e);
        Long known = mutexOf.get(condition);
        long m;
        if (e instanceof Event.CondWait w) {
            m = w.mutex();
        } else if (e instanceof Event.CondWake w) {
            m = w.mutex();
        } else if (known != null) {
            m = known;
            if (!holds(g, t, locations.mutex(m), locations)) {
                throw Labels.unsupported(e, "a condition variable signalled without its mutex");
            }
        } else {
            List<Long> held = heldMutexes(g, t, locations);
            if (held.size() != 1) {
                throw Labels.unsupported(
                        e,
                        held.isEmpty()
                                ? "a condition variable signalled without its mutex"
                                : "a condition variable signalled holding several mutexes");
            }
            m = held.get(0);
        }
        if (known != null && known != m) {
            throw Labels.unsupported(e, "a condition variable used with two mutexes");
        }
        mutexOf.put(condition, m);
        return m;
    }

    /**
     * Mutex value {@code v}, which thread {@code t} wrote with its last node of location {@code l}
     * before its node {@code index}, after the signals and broadcasts {@code t} made since: what
     * its release at {@code index} writes.
     */
    long folded(Graph g, int t, int index, int l, long v) {
        int since = index - 1;
        while (since >= 0 && g.node(t, since).location() != l) {
            since--;
        }
        long out = v;
        for (int i = since + 1; i < index; i++) {
            Event e = g.node(t, i).event();
            if ((e instanceof Event.CondSignal || e instanceof Event.CondBroadcast)
                    && locations.mutex(mutexOf.get(condition(e))) == l) {
                out = after(e, t, out);
            }
        }
        return out;
    }

    /** The mutexes thread {@code t} holds after its last node in {@code g}. */
    private static List<Long> heldMutexes(Graph g, int t, Locations locations) {
        List<Long> held = new ArrayList<>();
        for (int i = 0; i < g.size(t); i++) {
            long m = acquired(g.node(t, i).event());
            if (m >= 0 && !held.contains(m) && holds(g, t, locations.mutex(m), locations)) {
                held.add(m);
            }
        }
        return held;
    }

    /** The address of the mutex {@code e} acquires, or -1. */
    private static long acquired(Event e) {
        if (e instanceof Event.Lock l && l.mode() == LockKind.MUTEX) {
            return l.address();
        } else if (e instanceof Event.TryLock tl && tl.mode() == LockKind.MUTEX) {
            return tl.address();
        } else if (e instanceof Event.CondWake w) {
            return w.mutex();
        }
        return -1;
    }

    /**
     * Whether thread {@code t} holds the mutex at location {@code l}: its last acquisition or
     * release of it is an acquisition.
     */
    private static boolean holds(Graph g, int t, int l, Locations locations) {
        for (int i = g.size(t) - 1; i >= 0; i--) {
            Node n = g.node(t, i);
            if (n.location() != l) {
                continue;
            }
            Event e = n.event();
            if (e instanceof Event.Unlock
                    || e instanceof Event.CondWait
                    || e instanceof Event.SyncInit
                    || e instanceof Event.SyncDestroy) {
                return false;
            } else if (e instanceof Event.Lock || e instanceof Event.CondWake) {
                return n.kind() == Kind.UPDATE;
            } else if (e instanceof Event.TryLock && !held(g.valueOf(l, n.rf(), locations))) {
                return true; // a trylock that read the mutex held wrote it back unchanged
            }
        }
        return false;
    }
}
