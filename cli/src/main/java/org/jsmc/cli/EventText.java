package org.jsmc.cli;

import java.util.Locale;
import java.util.function.LongFunction;
import org.jsmc.exec.Event;
import org.jsmc.exec.LockKind;

/** Short descriptions of events, e.g. {@code read x = 0}, for verbose traces and JSON. */
final class EventText {
    private EventText() {}

    /** What {@code e} did, naming addresses with {@code names}. */
    static String describe(Event e, LongFunction<String> names) {
        if (e instanceof Event.Read r) {
            return "read " + names.apply(r.address()) + " = " + r.value();
        } else if (e instanceof Event.Write w) {
            return "write " + names.apply(w.address()) + " = " + w.value();
        } else if (e instanceof Event.Rmw m) {
            return "rmw "
                    + m.op().name().toLowerCase(Locale.ROOT)
                    + " "
                    + names.apply(m.address())
                    + ": "
                    + m.oldValue()
                    + " -> "
                    + m.newValue();
        } else if (e instanceof Event.CompareExchange c) {
            return "cmpxchg "
                    + names.apply(c.address())
                    + ": "
                    + c.oldValue()
                    + (c.success()
                            ? " -> " + c.replacement()
                            : " (expected " + c.expected() + ", failed)");
        } else if (e instanceof Event.Fence) {
            return "fence";
        } else if (e instanceof Event.Free f) {
            return "free " + names.apply(f.address());
        } else if (e instanceof Event.SyncInit i) {
            return "init " + kind(i.kind()) + " " + names.apply(i.address());
        } else if (e instanceof Event.SyncDestroy d) {
            return "destroy " + kind(d.kind()) + " " + names.apply(d.address());
        } else if (e instanceof Event.Lock l) {
            return mode(l.mode(), "lock") + " " + names.apply(l.address());
        } else if (e instanceof Event.TryLock l) {
            return mode(l.mode(), "trylock")
                    + " "
                    + names.apply(l.address())
                    + (l.success() ? " (acquired)" : " (busy)");
        } else if (e instanceof Event.Unlock u) {
            return "unlock " + names.apply(u.address());
        } else if (e instanceof Event.CondWait w) {
            return "wait on "
                    + names.apply(w.condition())
                    + ", releasing "
                    + names.apply(w.mutex());
        } else if (e instanceof Event.CondWake w) {
            return "wake from "
                    + names.apply(w.condition())
                    + ", acquiring "
                    + names.apply(w.mutex());
        } else if (e instanceof Event.CondSignal s) {
            return "signal " + names.apply(s.condition());
        } else if (e instanceof Event.CondBroadcast b) {
            return "broadcast " + names.apply(b.condition());
        } else if (e instanceof Event.Spawn s) {
            return "create " + s.child();
        } else if (e instanceof Event.Join j) {
            return "join " + j.joined();
        } else if (e instanceof Event.Choice c) {
            return "nondet choice = " + c.value();
        } else if (e instanceof Event.AtomicBegin) {
            return "atomic begin";
        } else if (e instanceof Event.AtomicEnd) {
            return "atomic end";
        } else if (e instanceof Event.Exit x) {
            return "exit(" + x.status() + ")";
        }
        return e.toString();
    }

    /** A lower-case kind name for JSON, e.g. {@code read}, {@code condwait}. */
    static String kind(Event e) {
        return e.getClass().getSimpleName().toLowerCase(Locale.ROOT);
    }

    private static String kind(LockKind k) {
        return switch (k) {
            case MUTEX -> "mutex";
            case CONDITION -> "condition";
            default -> "rwlock";
        };
    }

    private static String mode(LockKind k, String verb) {
        return switch (k) {
            case READ -> "read-" + verb;
            case WRITE -> "write-" + verb;
            default -> verb;
        };
    }
}
