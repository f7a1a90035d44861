package org.jsmc.ir;

/** LLVM's conversion instructions. */
public enum CastOp {
    TRUNC,
    ZEXT,
    SEXT,
    FPTRUNC,
    FPEXT,
    FPTOUI,
    FPTOSI,
    UITOFP,
    SITOFP,
    PTRTOINT,
    INTTOPTR,
    BITCAST,
    ADDRSPACECAST
}
