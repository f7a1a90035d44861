package org.jsmc.exec.lib;

/**
 * The {@code <string.h>} functions jsmc models, over an abstract byte memory. They run in one step:
 * their accesses are not separate events (a documented limitation for strings shared between
 * threads).
 */
public final class CStrings {
    private CStrings() {}

    /** Byte access to the program's memory; implementations throw {@link Fault} on bad access. */
    public interface Memory {
        int read(long address);

        void write(long address, int value);
    }

    /** An invalid access, already reported by the {@link Memory}. */
    public static final class Fault extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Fault() {
            super(null, null, false, false);
        }
    }

    /** Applies string function {@code b} to its (up to three) arguments; returns its result. */
    public static long apply(Builtin b, Memory m, long a0, long a1, long a2) {
        switch (b) {
            case STRLEN:
                return strlen(m, a0);
            case STRCMP:
                return compare(m, a0, a1, Long.MAX_VALUE, true);
            case STRNCMP:
                return compare(m, a0, a1, a2, true);
            case MEMCMP:
                return compare(m, a0, a1, a2, false);
            case STRCPY:
                copy(m, a0, a1, Long.MAX_VALUE, false);
                return a0;
            case STRNCPY:
                copy(m, a0, a1, a2, true);
                return a0;
            case STRCAT:
                copy(m, a0 + strlen(m, a0), a1, Long.MAX_VALUE, false);
                return a0;
            case STRCHR:
                for (long p = a0; ; p++) {
                    int c = m.read(p);
                    if (c == (a1 & 0xFF)) {
                        return p;
                    }
                    if (c == 0) {
                        return 0;
                    }
                }
            default:
                throw new IllegalArgumentException(b + " is not a string function");
        }
    }

    private static long strlen(Memory m, long s) {
        long n = 0;
        while (m.read(s + n) != 0) {
            n++;
        }
        return n;
    }

    private static long compare(Memory m, long a, long b, long n, boolean stopAtNul) {
        for (long i = 0; i < n; i++) {
            int x = m.read(a + i);
            int y = m.read(b + i);
            if (x != y) {
                return x < y ? -1 : 1;
            }
            if (stopAtNul && x == 0) {
                return 0;
            }
        }
        return 0;
    }

    private static void copy(Memory m, long dst, long src, long n, boolean pad) {
        long i = 0;
        for (; i < n; i++) {
            int c = m.read(src + i);
            m.write(dst + i, c);
            if (c == 0) {
                i++;
                break;
            }
        }
        if (pad) {
            for (; i < n; i++) {
                m.write(dst + i, 0);
            }
        }
    }
}
