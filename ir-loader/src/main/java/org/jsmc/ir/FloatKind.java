package org.jsmc.ir;

/** The floating-point formats LLVM knows. The interpreter computes with FLOAT and DOUBLE. */
public enum FloatKind {
    HALF("half"),
    BFLOAT("bfloat"),
    FLOAT("float"),
    DOUBLE("double"),
    X86_FP80("x86_fp80"),
    FP128("fp128"),
    PPC_FP128("ppc_fp128");

    private final String llvmName;

    FloatKind(String llvmName) {
        this.llvmName = llvmName;
    }

    /** The name LLVM's textual IR uses. */
    public String llvmName() {
        return llvmName;
    }
}
