package org.jsmc.ir;

/** The operations of {@code atomicrmw}. */
public enum RmwOp {
    XCHG,
    ADD,
    SUB,
    AND,
    NAND,
    OR,
    XOR,
    MAX,
    MIN,
    UMAX,
    UMIN,
    FADD,
    FSUB,
    FMAX,
    FMIN,
    UINC_WRAP,
    UDEC_WRAP,
    USUB_COND,
    USUB_SAT
}
