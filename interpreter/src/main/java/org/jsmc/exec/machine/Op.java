package org.jsmc.exec.machine;

/**
 * Opcodes of linked code ({@link Insn#op}). Plain int constants so the instruction loop is a dense
 * {@code switch}.
 */
final class Op {
    private Op() {}

    // integer binary operators; Insn.bits holds the width
    static final int ADD = 0;
    static final int SUB = 1;
    static final int MUL = 2;
    static final int UDIV = 3;
    static final int SDIV = 4;
    static final int UREM = 5;
    static final int SREM = 6;
    static final int SHL = 7;
    static final int LSHR = 8;
    static final int ASHR = 9;
    static final int AND = 10;
    static final int OR = 11;
    static final int XOR = 12;

    /** Float or double binary operator; aux is the {@link org.jsmc.ir.BinaryOp}. */
    static final int FBIN = 13;

    /** Element-wise binary operator on vectors; aux is the BinaryOp, c the element count. */
    static final int VBIN = 14;

    static final int FNEG = 15;

    /** Scalar cast; aux is the CastOp, bits the source width, size the target width. */
    static final int CAST = 16;

    /** ptrtoint: like CAST, and the object pointed to escapes. */
    static final int PTRTOINT = 17;

    /** Element-wise cast of vectors. */
    static final int VCAST = 18;

    /** Reinterpret the bytes of a value as another type; aux is a {@link Insn.Reinterpret}. */
    static final int REINTERPRET = 19;

    static final int ICMP = 20;
    static final int FCMP = 21;
    static final int VICMP = 22;
    static final int VFCMP = 23;

    /** select with a scalar condition; c is the width in slots. */
    static final int SELECT = 24;

    /** select with a vector condition. */
    static final int VSELECT = 25;

    /** Copy {@code size} slots from a to dst. */
    static final int COPY = 26;

    /** insertvalue: copy a (size slots) to dst, then b (bits slots) to dst + c. */
    static final int INSERT = 27;

    static final int EXTRACT_ELEMENT = 28;
    static final int INSERT_ELEMENT = 29;
    static final int SHUFFLE = 30;
    static final int ALLOCA = 31;

    /** Scalar load; size bytes, bits significant bits. */
    static final int LOAD = 32;

    /** Load of an aggregate or vector; aux holds its leaves. */
    static final int LOAD_AGGREGATE = 33;

    /** Scalar store of a to address b. */
    static final int STORE = 34;

    static final int STORE_AGGREGATE = 35;
    static final int GEP = 36;
    static final int RMW = 37;
    static final int CMPXCHG = 38;
    static final int FENCE = 39;
    static final int CALL = 40;
    static final int CALL_INDIRECT = 41;
    static final int BUILTIN = 42;
    static final int INTRINSIC = 43;
    static final int BR = 44;
    static final int CONDBR = 45;
    static final int SWITCH = 46;
    static final int INDIRECTBR = 47;
    static final int RET = 48;
    static final int UNREACHABLE = 49;

    /** Something jsmc cannot execute; throws when reached. aux is the message. */
    static final int UNSUPPORTED = 50;

    static final int VAARG = 51;

    /** A call of an external function jsmc does not model; throws when reached. */
    static final int CALL_UNKNOWN = 52;

    /**
     * An integer operator that C's signed overflow can make undefined ({@code add}, {@code sub},
     * {@code mul}, {@code shl} marked {@code nsw}; {@code sdiv}, {@code srem}), compiled only with
     * {@code --check overflow}; aux is the BinaryOp, bits the width. See {@link SignedOverflow}.
     */
    static final int OVERFLOW_CHECKED = 53;

    /**
     * A scalar pointer comparison that first checks neither operand points to freed heap memory
     * ({@code --check dangling-compare}). aux is the predicate.
     */
    static final int POINTER_COMPARE_CHECKED = 54;
}
