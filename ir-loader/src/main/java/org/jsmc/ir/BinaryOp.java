package org.jsmc.ir;

/** The operators of LLVM's binary instructions. */
public enum BinaryOp {
    ADD,
    SUB,
    MUL,
    UDIV,
    SDIV,
    UREM,
    SREM,
    SHL,
    LSHR,
    ASHR,
    AND,
    OR,
    XOR,
    FADD,
    FSUB,
    FMUL,
    FDIV,
    FREM;

    /** Whether the operator works on floating-point values. */
    public boolean isFloat() {
        return compareTo(FADD) >= 0;
    }
}
