package org.jsmc.exec;

import java.util.ArrayList;
import java.util.List;

/**
 * Renders events as short lines for exact trace comparisons, naming addresses through {@link
 * Execution#describe}: {@code <0>#2 write x/4 = 1}. Source locations are left out; tests check them
 * separately.
 */
final class Traces {
    private Traces() {}

    /** Every event of {@code x}'s trace, rendered. */
    static List<String> of(Execution x) {
        return render(x, x.trace());
    }

    /** {@code events}, rendered with {@code x}'s names for addresses. */
    static List<String> render(Execution x, List<Event> events) {
        List<String> out = new ArrayList<>();
        for (Event e : events) {
            out.add(render(x, e));
        }
        return out;
    }

    /** One event. */
    static String render(Execution x, Event e) {
        return e.thread() + "#" + e.index() + " " + body(x, e);
    }

    private static String body(Execution x, Event e) {
        if (e instanceof Event.Read r) {
            return (r.atomic() ? "atomic read " : "read ")
                    + x.describe(r.address())
                    + "/"
                    + r.size()
                    + " = "
                    + r.value();
        } else if (e instanceof Event.Write w) {
            return (w.atomic() ? "atomic write " : "write ")
                    + x.describe(w.address())
                    + "/"
                    + w.size()
                    + " = "
                    + w.value();
        } else if (e instanceof Event.Rmw m) {
            return "rmw "
                    + x.describe(m.address())
                    + "/"
                    + m.size()
                    + " "
                    + m.op()
                    + " "
                    + m.operand()
                    + ": "
                    + m.oldValue()
                    + " -> "
                    + m.newValue();
        } else if (e instanceof Event.CompareExchange c) {
            return "cas "
                    + x.describe(c.address())
                    + "/"
                    + c.size()
                    + " "
                    + c.expected()
                    + " -> "
                    + c.replacement()
                    + ": read "
                    + c.oldValue()
                    + (c.success() ? " ok" : " failed");
        } else if (e instanceof Event.Fence) {
            return "fence";
        } else if (e instanceof Event.Free f) {
            return "free " + x.describe(f.address()) + "/" + f.size();
        } else if (e instanceof Event.SyncInit i) {
            return "init " + i.kind() + " " + x.describe(i.address());
        } else if (e instanceof Event.SyncDestroy d) {
            return "destroy " + d.kind() + " " + x.describe(d.address());
        } else if (e instanceof Event.Lock l) {
            return "lock " + l.mode() + " " + x.describe(l.address());
        } else if (e instanceof Event.TryLock l) {
            return "trylock "
                    + l.mode()
                    + " "
                    + x.describe(l.address())
                    + (l.success() ? " ok" : " failed");
        } else if (e instanceof Event.Unlock u) {
            return "unlock " + u.mode() + " " + x.describe(u.address());
        } else if (e instanceof Event.CondWait w) {
            return "wait " + x.describe(w.condition()) + " " + x.describe(w.mutex());
        } else if (e instanceof Event.CondWake w) {
            return "wake " + x.describe(w.condition()) + " " + x.describe(w.mutex());
        } else if (e instanceof Event.CondSignal s) {
            return "signal " + x.describe(s.condition());
        } else if (e instanceof Event.CondBroadcast b) {
            return "broadcast " + x.describe(b.condition());
        } else if (e instanceof Event.Spawn s) {
            return "spawn " + s.child();
        } else if (e instanceof Event.Join j) {
            return "join " + j.joined();
        } else if (e instanceof Event.Choice c) {
            return "choice " + c.chosen() + "/" + c.alternatives() + " = " + c.value();
        } else if (e instanceof Event.AtomicBegin) {
            return "atomic begin";
        } else if (e instanceof Event.AtomicEnd) {
            return "atomic end";
        } else if (e instanceof Event.Exit ex) {
            return "exit " + ex.status();
        }
        throw new IllegalArgumentException("unknown event " + e);
    }
}
