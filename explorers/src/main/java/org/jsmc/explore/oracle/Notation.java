package org.jsmc.explore.oracle;

import java.util.Comparator;
import java.util.function.LongFunction;
import org.jsmc.exec.Event;

/**
 * A compact text form of events, for class keys in test assertions and failure messages, e.g.
 * {@code (<1>,2) r(y)=0} or {@code (<2>,1) cas(x,0→1)=0}. Addresses are printed through a naming
 * function (a litmus program's variable names, or {@link org.jsmc.exec.Execution#describe(long)}).
 */
public final class Notation {
    /** Addresses in hexadecimal. */
    public static final Notation HEX = new Notation(a -> "0x" + Long.toHexString(a));

    /** Events by thread index, then index within the thread: a stable order for printing. */
    public static final Comparator<Event> EVENT_ORDER =
            Comparator.comparing(Event::thread).thenComparingInt(Event::index);

    private final LongFunction<String> names;

    public Notation(LongFunction<String> names) {
        this.names = names;
    }

    /** {@code (<1>,2) r(y)=0}. */
    public String event(Event e) {
        return e.id() + " " + operation(e);
    }

    /** {@code r(y)=0}: the event without its identity. */
    public String operation(Event e) {
        if (e instanceof Event.Read r) {
            return "r(" + name(r.address()) + ")=" + r.value();
        } else if (e instanceof Event.Write w) {
            return "w(" + name(w.address()) + "," + w.value() + ")";
        } else if (e instanceof Event.Rmw u) {
            return u.op().name().toLowerCase()
                    + "("
                    + name(u.address())
                    + ","
                    + u.operand()
                    + ")="
                    + u.oldValue()
                    + "→"
                    + u.newValue();
        } else if (e instanceof Event.CompareExchange c) {
            return "cas("
                    + name(c.address())
                    + ","
                    + c.expected()
                    + "→"
                    + c.replacement()
                    + ")="
                    + c.oldValue()
                    + (c.success() ? "" : " failed");
        } else if (e instanceof Event.Free f) {
            return "free(" + name(f.address()) + ")";
        } else if (e instanceof Event.SyncInit i) {
            return "init(" + name(i.address()) + ")";
        } else if (e instanceof Event.SyncDestroy d) {
            return "destroy(" + name(d.address()) + ")";
        } else if (e instanceof Event.Lock l) {
            return "lock(" + name(l.address()) + ")";
        } else if (e instanceof Event.TryLock t) {
            return "trylock(" + name(t.address()) + ")=" + (t.success() ? "ok" : "busy");
        } else if (e instanceof Event.Unlock u) {
            return "unlock(" + name(u.address()) + ")";
        } else if (e instanceof Event.CondWait w) {
            return "wait(" + name(w.condition()) + "," + name(w.mutex()) + ")";
        } else if (e instanceof Event.CondWake w) {
            return "wake(" + name(w.condition()) + "," + name(w.mutex()) + ")";
        } else if (e instanceof Event.CondSignal s) {
            return "signal(" + name(s.condition()) + ")";
        } else if (e instanceof Event.CondBroadcast b) {
            return "broadcast(" + name(b.condition()) + ")";
        } else if (e instanceof Event.Spawn s) {
            return "spawn " + s.child();
        } else if (e instanceof Event.Join j) {
            return "join " + j.joined();
        } else if (e instanceof Event.Choice c) {
            return "choice=" + c.chosen();
        } else if (e instanceof Event.Fence) {
            return "fence";
        } else if (e instanceof Event.AtomicBegin) {
            return "atomic{";
        } else if (e instanceof Event.AtomicEnd) {
            return "}atomic";
        } else if (e instanceof Event.Exit x) {
            return "exit(" + x.status() + ")";
        }
        throw new IllegalStateException("unknown event kind: " + e);
    }

    private String name(long address) {
        return names.apply(address);
    }
}
