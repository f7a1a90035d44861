package org.jsmc.exec.machine;

import org.jsmc.exec.memory.LittleEndian;
import org.jsmc.exec.memory.MemObject;

/**
 * {@code memcpy}, {@code memmove} and {@code memset} as a {@link Bulk}: the bytes are read in
 * chunks of at most 8 bytes aligned to the destination, all reads first, then all writes, which
 * also makes overlapping moves correct.
 */
final class Chunks extends Bulk {
    private final MachineExecution x;
    private final long dst;
    private final long src;
    private final int length;
    private final boolean fill;
    private final long fillByte;
    private final byte[] buffer;
    private final int resultSlot;
    private int pos;
    private boolean writing;
    private int chunk;

    /** A copy of {@code length} bytes from {@code src} to {@code dst}. */
    static Chunks copy(MachineExecution x, long dst, long src, int length, int resultSlot) {
        return new Chunks(x, dst, src, length, false, 0, resultSlot);
    }

    /** Filling {@code length} bytes at {@code dst} with {@code value}. */
    static Chunks fill(MachineExecution x, long dst, int value, int length, int resultSlot) {
        return new Chunks(x, dst, 0, length, true, value & 0xFF, resultSlot);
    }

    private Chunks(
            MachineExecution x,
            long dst,
            long src,
            int length,
            boolean fill,
            long fillByte,
            int resultSlot) {
        this.x = x;
        this.dst = dst;
        this.src = src;
        this.length = length;
        this.fill = fill;
        this.fillByte = fillByte;
        this.buffer = fill ? null : new byte[length + 8];
        this.resultSlot = resultSlot;
        this.writing = fill;
    }

    private int chunkAt(int p) {
        long a = dst + p;
        int toAlign = (int) (8 - (a & 7));
        return Math.min(Math.min(8, length - p), toAlign);
    }

    @Override
    boolean next(ThreadState t) {
        while (true) {
            if (pos >= length) {
                if (writing) {
                    return false;
                }
                writing = true;
                pos = 0;
                continue;
            }
            chunk = chunkAt(pos);
            long address = writing ? dst + pos : src + pos;
            MemObject o = x.effects.checkedObject(t, address, chunk, writing);
            if (o == null) {
                return false;
            }
            if (x.visible(o)) {
                if (writing) {
                    x.effects.pendWrite(
                            t, address, chunk, value(pos, chunk), false, false, t.location);
                } else {
                    x.effects.pendRead(t, address, chunk, chunk * 8, -1, false, t.location);
                }
                t.bulk = this;
                return true;
            }
            int offset = (int) (address - o.base);
            if (writing) {
                LittleEndian.write(o.writableBytes(), offset, chunk, value(pos, chunk));
            } else {
                LittleEndian.write(buffer, pos, chunk, LittleEndian.read(o.bytes(), offset, chunk));
            }
            pos += chunk;
        }
    }

    private long value(int p, int size) {
        if (fill) {
            long v = 0;
            for (int i = 0; i < size; i++) {
                v |= fillByte << (8 * i);
            }
            return v;
        }
        return LittleEndian.read(buffer, p, size);
    }

    @Override
    void performed(ThreadState t, long value) {
        if (!writing) {
            LittleEndian.write(buffer, pos, chunk, value);
        }
        pos += chunk;
    }

    @Override
    void complete(ThreadState t) {
        if (resultSlot >= 0) {
            t.frame.r[resultSlot] = dst;
        }
    }

    @Override
    Bulk copyFor(MachineExecution into) {
        Chunks copy = new Chunks(into, dst, src, length, fill, fillByte, resultSlot);
        if (buffer != null) {
            System.arraycopy(buffer, 0, copy.buffer, 0, buffer.length);
        }
        copy.pos = pos;
        copy.writing = writing;
        copy.chunk = chunk;
        return copy;
    }
}
