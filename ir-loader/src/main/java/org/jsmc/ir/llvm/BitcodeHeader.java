package org.jsmc.ir.llvm;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads the first bytes of a bitcode file in Java, before LLVM sees it: the magic number, and the
 * identification block that names the LLVM version that wrote the file.
 *
 * <p>The magic check turns "this is not bitcode at all" into a clear message without involving
 * LLVM. The producer string lets the loader say "written by LLVM 21" when LLVM 20 fails to read a
 * file, which its own messages ("Invalid record", "Unknown attribute kind") do not.
 *
 * <p>The identification block (LLVM 3.8 and later) is the first block of the stream: a {@code
 * STRING} record holding the producer, e.g. {@code LLVM20.1.7}, and an {@code EPOCH} record.
 * Parsing follows the bitstream format of LLVM's {@code BitstreamReader}: fields are read least
 * significant bit first from little-endian bytes.
 */
final class BitcodeHeader {

    /**
     * What the identification block says.
     *
     * @param producer the producer string, e.g. {@code LLVM20.1.7}
     * @param epoch the bitcode epoch (0 for every LLVM since 3.8)
     * @param epochBit the bit position of the epoch value in the file, for tests that forge files
     */
    record Identification(String producer, long epoch, long epochBit) {

        private static final Pattern LLVM_VERSION = Pattern.compile("LLVM(\\d+)\\.");

        /** The major LLVM version of the producer, or -1 if it is not {@code LLVM<n>.…}. */
        int producerMajor() {
            Matcher m = LLVM_VERSION.matcher(producer);
            return m.lookingAt() ? Integer.parseInt(m.group(1)) : -1;
        }
    }

    private static final int WRAPPER_MAGIC = 0x0B17C0DE;
    private static final int IDENTIFICATION_BLOCK = 13;
    private static final String CHAR6 =
            "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._";

    private final byte[] bytes;
    private long bit;

    private BitcodeHeader(byte[] bytes, long bit) {
        this.bytes = bytes;
        this.bit = bit;
    }

    /**
     * Whether {@code bytes} start with the bitcode magic {@code BC 0xC0DE} or the wrapper magic.
     */
    static boolean hasMagic(byte[] bytes) {
        return start(bytes) >= 0;
    }

    /** The identification block, if the file has a readable one. */
    static Optional<Identification> identification(byte[] bytes) {
        long start = start(bytes);
        if (start < 0) {
            return Optional.empty();
        }
        try {
            return new BitcodeHeader(bytes, (start + 4) * 8).readIdentification();
        } catch (IndexOutOfBoundsException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** The byte offset of the raw bitcode magic, or -1 if there is none. */
    private static long start(byte[] b) {
        if (b.length >= 4
                && b[0] == 'B'
                && b[1] == 'C'
                && (b[2] & 0xFF) == 0xC0
                && (b[3] & 0xFF) == 0xDE) {
            return 0;
        }
        if (b.length >= 20 && word(b, 0) == WRAPPER_MAGIC) {
            long offset = word(b, 8) & 0xFFFFFFFFL;
            if (offset + 4 <= b.length) {
                int at = (int) offset;
                boolean raw =
                        b[at] == 'B'
                                && b[at + 1] == 'C'
                                && (b[at + 2] & 0xFF) == 0xC0
                                && (b[at + 3] & 0xFF) == 0xDE;
                return raw ? offset : -1;
            }
        }
        return -1;
    }

    private static int word(byte[] b, int at) {
        return (b[at] & 0xFF)
                | (b[at + 1] & 0xFF) << 8
                | (b[at + 2] & 0xFF) << 16
                | (b[at + 3] & 0xFF) << 24;
    }

    private Optional<Identification> readIdentification() {
        // Top level: abbreviation width 2; ENTER_SUBBLOCK is abbreviation id 1.
        if (fixed(2) != 1 || vbr(8) != IDENTIFICATION_BLOCK) {
            return Optional.empty();
        }
        int width = (int) vbr(4);
        align32();
        fixed(32); // block length in words
        List<long[]> abbreviations = new ArrayList<>();
        String producer = null;
        long epoch = -1;
        long epochBit = -1;
        while (true) {
            int id = (int) fixed(width);
            if (id == 0) { // END_BLOCK
                break;
            } else if (id == 2) { // DEFINE_ABBREV
                abbreviations.add(readAbbreviation());
            } else if (id == 3) { // UNABBREV_RECORD
                long code = vbr(6);
                int n = (int) vbr(6);
                long[] ops = new long[n];
                long firstBit = bit;
                for (int i = 0; i < n; i++) {
                    ops[i] = vbr(6);
                }
                if (code == 1) {
                    producer = chars(ops);
                } else if (code == 2 && n > 0) {
                    epoch = ops[0];
                    epochBit = firstBit;
                }
            } else if (id >= 4 && id - 4 < abbreviations.size()) {
                Record r = readAbbreviated(abbreviations.get(id - 4));
                if (r.code == 1) {
                    producer = chars(r.ops);
                } else if (r.code == 2 && r.ops.length > 0) {
                    epoch = r.ops[0];
                    epochBit = r.firstOperandBit;
                }
            } else {
                return Optional.empty();
            }
        }
        return producer == null
                ? Optional.empty()
                : Optional.of(new Identification(producer, epoch, epochBit));
    }

    private record Record(long code, long[] ops, long firstOperandBit) {}

    // An abbreviation operand is encoded as a long: literal value, or -(encoding << 32 | width) -
    // 1.
    private long[] readAbbreviation() {
        int n = (int) vbr(5);
        long[] ops = new long[n];
        for (int i = 0; i < n; i++) {
            if (fixed(1) == 1) {
                ops[i] = vbr(8);
            } else {
                long encoding = fixed(3);
                long width = (encoding == 1 || encoding == 2) ? vbr(5) : 0;
                ops[i] = -((encoding << 32) | width) - 1;
            }
        }
        return ops;
    }

    private Record readAbbreviated(long[] abbreviation) {
        List<Long> values = new ArrayList<>();
        long firstOperandBit = -1;
        for (int i = 0; i < abbreviation.length; i++) {
            if (values.size() == 1 && firstOperandBit < 0) {
                firstOperandBit = bit;
            }
            long op = abbreviation[i];
            if (op >= 0) {
                values.add(op);
                continue;
            }
            long encoded = -(op + 1);
            int encoding = (int) (encoded >>> 32);
            int width = (int) encoded;
            if (encoding == 3) { // array of the next operand's encoding
                long element = -(abbreviation[++i] + 1);
                long n = vbr(6);
                for (long k = 0; k < n; k++) {
                    values.add(scalar((int) (element >>> 32), (int) element));
                }
            } else if (encoding == 5) { // blob
                long n = vbr(6);
                align32();
                for (long k = 0; k < n; k++) {
                    values.add(fixed(8));
                }
                align32();
            } else {
                values.add(scalar(encoding, width));
            }
        }
        if (values.isEmpty()) {
            throw new IllegalArgumentException("empty record");
        }
        long[] ops = new long[values.size() - 1];
        for (int i = 0; i < ops.length; i++) {
            ops[i] = values.get(i + 1);
        }
        return new Record(values.get(0), ops, firstOperandBit);
    }

    private long scalar(int encoding, int width) {
        return switch (encoding) {
            case 1 -> fixed(width);
            case 2 -> vbr(width);
            case 4 -> CHAR6.charAt((int) fixed(6));
            default -> throw new IllegalArgumentException("bad abbreviation encoding " + encoding);
        };
    }

    private static String chars(long[] ops) {
        StringBuilder s = new StringBuilder();
        for (long c : ops) {
            s.append((char) c);
        }
        return s.toString();
    }

    private long fixed(int width) {
        if (width < 0 || width > 64) {
            throw new IllegalArgumentException("bad width " + width);
        }
        long value = 0;
        for (int i = 0; i < width; i++, bit++) {
            int b = bytes[(int) (bit >>> 3)] >>> (bit & 7) & 1;
            value |= (long) b << i;
        }
        return value;
    }

    private long vbr(int width) {
        if (width < 2) {
            throw new IllegalArgumentException("bad vbr width " + width);
        }
        long value = 0;
        long high = 1L << (width - 1);
        for (int shift = 0; shift < 64; shift += width - 1) {
            long chunk = fixed(width);
            value |= (chunk & (high - 1)) << shift;
            if ((chunk & high) == 0) {
                return value;
            }
        }
        throw new IllegalArgumentException("vbr too long");
    }

    private void align32() {
        bit = (bit + 31) & ~31L;
    }
}
