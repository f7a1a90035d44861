package org.jsmc.ir.llvm;

/**
 * Thrown inside the lowering when a type or constant has no Java-IR form (a scalable vector, an
 * integer constant wider than 64 bits, …). The caller that knows the context (the instruction, the
 * global) turns it into an {@link org.jsmc.ir.UnsupportedFeatureException} that says where.
 */
final class UnsupportedConstruct extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UnsupportedConstruct(String what) {
        super(what, null, false, false);
    }

    /** What is unsupported, e.g. "scalable vector type &lt;vscale x 4 x i32&gt;". */
    String what() {
        return getMessage();
    }
}
