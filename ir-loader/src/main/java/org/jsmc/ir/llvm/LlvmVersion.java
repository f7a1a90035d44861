package org.jsmc.ir.llvm;

import static org.bytedeco.llvm.global.LLVM.LLVMGetVersion;

/** The version of the LLVM that JavaCPP bundles, asked from the library itself. */
final class LlvmVersion {

    static final int MAJOR;
    static final int MINOR;
    static final int PATCH;

    static {
        int[] major = new int[1];
        int[] minor = new int[1];
        int[] patch = new int[1];
        LLVMGetVersion(major, minor, patch);
        MAJOR = major[0];
        MINOR = minor[0];
        PATCH = patch[0];
    }

    private LlvmVersion() {}

    /** {@code 20.1.7}. */
    static String full() {
        return MAJOR + "." + MINOR + "." + PATCH;
    }

    /** {@code 20.1}, the version in the shared libraries' sonames ({@code libLLVM.so.20.1}). */
    static String soname() {
        return MAJOR + "." + MINOR;
    }
}
