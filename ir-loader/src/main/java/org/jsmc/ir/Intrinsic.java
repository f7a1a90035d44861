package org.jsmc.ir;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * The LLVM intrinsics clang emits for C that jsmc executes. Each constant carries the intrinsic's
 * base name without its overload suffix ({@code llvm.memcpy}, not {@code llvm.memcpy.p0.p0.i64}).
 * Calls of other intrinsics are rejected by the loader with a clear message, except debug-info
 * intrinsics, which it drops.
 */
public enum Intrinsic {
    MEMCPY("llvm.memcpy"),
    MEMCPY_INLINE("llvm.memcpy.inline"),
    MEMMOVE("llvm.memmove"),
    MEMSET("llvm.memset"),
    MEMSET_INLINE("llvm.memset.inline"),
    LIFETIME_START("llvm.lifetime.start"),
    LIFETIME_END("llvm.lifetime.end"),
    STACKSAVE("llvm.stacksave"),
    STACKRESTORE("llvm.stackrestore"),
    ABS("llvm.abs"),
    SMIN("llvm.smin"),
    SMAX("llvm.smax"),
    UMIN("llvm.umin"),
    UMAX("llvm.umax"),
    SADD_WITH_OVERFLOW("llvm.sadd.with.overflow"),
    UADD_WITH_OVERFLOW("llvm.uadd.with.overflow"),
    SSUB_WITH_OVERFLOW("llvm.ssub.with.overflow"),
    USUB_WITH_OVERFLOW("llvm.usub.with.overflow"),
    SMUL_WITH_OVERFLOW("llvm.smul.with.overflow"),
    UMUL_WITH_OVERFLOW("llvm.umul.with.overflow"),
    SADD_SAT("llvm.sadd.sat"),
    UADD_SAT("llvm.uadd.sat"),
    SSUB_SAT("llvm.ssub.sat"),
    USUB_SAT("llvm.usub.sat"),
    CTPOP("llvm.ctpop"),
    CTLZ("llvm.ctlz"),
    CTTZ("llvm.cttz"),
    BSWAP("llvm.bswap"),
    BITREVERSE("llvm.bitreverse"),
    FSHL("llvm.fshl"),
    FSHR("llvm.fshr"),
    EXPECT("llvm.expect"),
    EXPECT_WITH_PROBABILITY("llvm.expect.with.probability"),
    ASSUME("llvm.assume"),
    TRAP("llvm.trap"),
    DEBUGTRAP("llvm.debugtrap"),
    UBSANTRAP("llvm.ubsantrap"),
    VA_START("llvm.va_start"),
    VA_END("llvm.va_end"),
    VA_COPY("llvm.va_copy"),
    FABS("llvm.fabs"),
    IS_FPCLASS("llvm.is.fpclass"),
    SQRT("llvm.sqrt"),
    FMA("llvm.fma"),
    FMULADD("llvm.fmuladd"),
    COPYSIGN("llvm.copysign"),
    FLOOR("llvm.floor"),
    CEIL("llvm.ceil"),
    TRUNC("llvm.trunc"),
    RINT("llvm.rint"),
    NEARBYINT("llvm.nearbyint"),
    ROUND("llvm.round"),
    MINNUM("llvm.minnum"),
    MAXNUM("llvm.maxnum"),
    THREADLOCAL_ADDRESS("llvm.threadlocal.address"),
    OBJECTSIZE("llvm.objectsize"),
    IS_CONSTANT("llvm.is.constant"),
    PREFETCH("llvm.prefetch"),
    NOALIAS_SCOPE_DECL("llvm.experimental.noalias.scope.decl"),
    INVARIANT_START("llvm.invariant.start"),
    INVARIANT_END("llvm.invariant.end"),
    LAUNDER_INVARIANT_GROUP("llvm.launder.invariant.group"),
    STRIP_INVARIANT_GROUP("llvm.strip.invariant.group"),
    VAR_ANNOTATION("llvm.var.annotation"),
    PTR_ANNOTATION("llvm.ptr.annotation"),
    VECTOR_REDUCE_ADD("llvm.vector.reduce.add"),
    VECTOR_REDUCE_MUL("llvm.vector.reduce.mul"),
    VECTOR_REDUCE_AND("llvm.vector.reduce.and"),
    VECTOR_REDUCE_OR("llvm.vector.reduce.or"),
    VECTOR_REDUCE_XOR("llvm.vector.reduce.xor"),
    VECTOR_REDUCE_SMAX("llvm.vector.reduce.smax"),
    VECTOR_REDUCE_SMIN("llvm.vector.reduce.smin"),
    VECTOR_REDUCE_UMAX("llvm.vector.reduce.umax"),
    VECTOR_REDUCE_UMIN("llvm.vector.reduce.umin");

    private static final Map<String, Intrinsic> BY_NAME = new HashMap<>();

    static {
        for (Intrinsic i : values()) {
            BY_NAME.put(i.llvmName, i);
        }
    }

    private final String llvmName;

    Intrinsic(String llvmName) {
        this.llvmName = llvmName;
    }

    /** The base name, e.g. {@code llvm.memcpy}. */
    public String llvmName() {
        return llvmName;
    }

    /** The intrinsic with this base name, if jsmc executes it. */
    public static Optional<Intrinsic> byName(String baseName) {
        return Optional.ofNullable(BY_NAME.get(baseName));
    }

    /** Whether {@code baseName} names a debug-info intrinsic, which the loader drops. */
    public static boolean isDebugInfo(String baseName) {
        return baseName.startsWith("llvm.dbg.");
    }
}
