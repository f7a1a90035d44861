package org.jsmc.exec.machine;

import org.jsmc.exec.memory.LittleEndian;
import org.jsmc.exec.memory.MemObject;
import org.jsmc.ir.SourceLocation;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * Thread-specific data: {@code pthread_key_create} hands out keys 1, 2, … per execution; each
 * thread keeps its own values ({@link ThreadState#specific}), which no other thread can see, so
 * {@code pthread_getspecific} and {@code pthread_setspecific} are not events.
 */
final class ThreadKeys {
    private ThreadKeys() {}

    /** {@code errno.h}'s invalid-argument code. */
    private static final long EINVAL = 22;

    /**
     * {@code pthread_key_create(key, destructor)}: the next key is stored into {@code *key}, as a
     * write event when other threads can see it. Destructors are not run at thread exit, so a key
     * with one is refused rather than half modelled.
     *
     * @return whether the call is complete now (false: the write is pending, or an error ended the
     *     thread)
     */
    static boolean create(
            MachineExecution x, ThreadState t, long address, long destructor, SourceLocation at) {
        if (destructor != 0) {
            throw UnsupportedFeatureException.at(
                    "pthread_key_create with a destructor (jsmc does not run key destructors)", at);
        }
        MemObject o = x.effects.checkedObject(t, address, 4, true, at);
        if (o == null) {
            return false;
        }
        long key = ++x.keys;
        if (x.visible(o)) {
            x.effects.pendWrite(t, address, 4, key, false, false, at);
            return false;
        }
        LittleEndian.write(o.writableBytes(), (int) (address - o.base), 4, key);
        return true;
    }

    /** {@code pthread_setspecific(key, value)}: 0, or {@code EINVAL} for a key never created. */
    static long set(MachineExecution x, ThreadState t, long key, long value) {
        if (key < 1 || key > x.keys) {
            return EINVAL;
        }
        t.setSpecific(key, value);
        return 0;
    }
}
