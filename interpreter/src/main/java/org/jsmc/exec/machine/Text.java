package org.jsmc.exec.machine;

import org.jsmc.exec.lib.Builtin;
import org.jsmc.exec.lib.CStrings;
import org.jsmc.exec.lib.Printf;
import org.jsmc.exec.memory.MemObject;
import org.jsmc.ir.SourceLocation;
import org.jsmc.ir.UnsupportedFeatureException;

/**
 * The models that read and write C strings: the {@code <string.h>} functions and {@code printf}.
 * They access memory directly, in one step, not as events (a documented limitation for strings
 * shared between threads).
 */
final class Text {
    /** What {@link #apply} returns after reporting an invalid access. */
    static final long FAILED = Long.MIN_VALUE;

    private final MachineExecution x;
    private final int pointerSize;

    Text(MachineExecution x) {
        this.x = x;
        this.pointerSize = x.program.geometry.pointerSize();
    }

    /** Runs string function {@code b}; its result, or {@link #FAILED}. */
    long apply(ThreadState t, Builtin b, long a0, long a1, long a2, SourceLocation where) {
        CStrings.Memory view =
                new CStrings.Memory() {
                    @Override
                    public int read(long address) {
                        MemObject o = x.effects.checkedObject(t, address, 1, false, where);
                        if (o == null) {
                            throw new CStrings.Fault();
                        }
                        return o.bytes()[(int) (address - o.base)] & 0xFF;
                    }

                    @Override
                    public void write(long address, int value) {
                        MemObject o = x.effects.checkedObject(t, address, 1, true, where);
                        if (o == null) {
                            throw new CStrings.Fault();
                        }
                        o.writableBytes()[(int) (address - o.base)] = (byte) value;
                    }
                };
        try {
            return CStrings.apply(b, view, a0, a1, a2);
        } catch (CStrings.Fault e) {
            return FAILED;
        }
    }

    /**
     * {@code printf} (format at argument {@code first}) appended to the execution's output; returns
     * the number of bytes printed, or -1 after reporting an invalid access.
     */
    long printf(ThreadState t, Frame f, Insn.CallSite s, int first, SourceLocation where) {
        String format = string(t, f.r[s.args()[first]]);
        if (format == null) {
            return -1;
        }
        int n = s.args().length - first - 1;
        long[] values = new long[Math.max(n, 0)];
        boolean[] floating = new boolean[values.length];
        for (int k = 0; k < values.length; k++) {
            values[k] = f.r[s.args()[first + 1 + k]];
            Flat.Leaf[] leaves = s.argLeaves()[first + 1 + k];
            floating[k] = leaves.length == 1 && leaves[0].floating();
        }
        String text;
        try {
            text =
                    Printf.format(
                            format,
                            values,
                            floating,
                            a -> {
                                String str = string(t, a);
                                if (str == null) {
                                    throw new CStrings.Fault();
                                }
                                return str;
                            },
                            8 * pointerSize);
        } catch (CStrings.Fault e) {
            return -1;
        } catch (IllegalArgumentException e) {
            throw UnsupportedFeatureException.at(
                    "printf format \"" + format + "\" (" + e.getMessage() + ")", where);
        }
        x.print(text);
        return text.length();
    }

    /**
     * The NUL-terminated string at {@code address}, read directly (not as events), or null after
     * reporting an invalid access by {@code t}.
     */
    String string(ThreadState t, long address) {
        StringBuilder sb = new StringBuilder();
        for (long a = address; ; a++) {
            MemObject o = x.memory.find(a);
            if (o == null || !o.isLive()) {
                x.effects.invalidAccess(t, a, 1, false, t.location);
                return null;
            }
            int c = o.bytes()[(int) (a - o.base)] & 0xFF;
            if (c == 0) {
                return sb.toString();
            }
            sb.append((char) c);
        }
    }
}
