package org.jsmc.exec.memory;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Reads and writes little-endian integers of 1 to 8 bytes in byte arrays. The 2-, 4- and 8-byte
 * cases use {@link VarHandle}s, which the JIT turns into single machine loads and stores.
 */
public final class LittleEndian {
    private static final VarHandle SHORT =
            MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle INT =
            MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.LITTLE_ENDIAN);
    private static final VarHandle LONG =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    private LittleEndian() {}

    /** The {@code size}-byte unsigned value at {@code offset}. */
    public static long read(byte[] data, int offset, int size) {
        switch (size) {
            case 1:
                return data[offset] & 0xFFL;
            case 2:
                return ((short) SHORT.get(data, offset)) & 0xFFFFL;
            case 4:
                return ((int) INT.get(data, offset)) & 0xFFFF_FFFFL;
            case 8:
                return (long) LONG.get(data, offset);
            default:
                long v = 0;
                for (int i = size - 1; i >= 0; i--) {
                    v = (v << 8) | (data[offset + i] & 0xFFL);
                }
                return v;
        }
    }

    /** Stores the low {@code size} bytes of {@code value} at {@code offset}. */
    public static void write(byte[] data, int offset, int size, long value) {
        switch (size) {
            case 1:
                data[offset] = (byte) value;
                return;
            case 2:
                SHORT.set(data, offset, (short) value);
                return;
            case 4:
                INT.set(data, offset, (int) value);
                return;
            case 8:
                LONG.set(data, offset, value);
                return;
            default:
                for (int i = 0; i < size; i++) {
                    data[offset + i] = (byte) (value >>> (8 * i));
                }
        }
    }

    /** The mask of the low {@code size} bytes. */
    public static long mask(int size) {
        return size >= 8 ? -1L : (1L << (8 * size)) - 1;
    }
}
