/**
 * Loading programs through LLVM: the only package that touches native code ({@code org.bytedeco}).
 *
 * <h2>Pipeline</h2>
 *
 * <ol>
 *   <li>{@code .c} and {@code .i} files are compiled by the clang inside the JavaCPP LLVM jar
 *       ({@link org.jsmc.ir.llvm.BundledClang}), with {@code -O0 -g -Xclang -disable-O0-optnone}
 *       and the user's {@link org.jsmc.ir.llvm.LoadOptions}; {@code .bc} and {@code .ll} files are
 *       read as they are, but first by a child clang ({@link org.jsmc.ir.llvm.BundledClang#check}):
 *       LLVM's reader aborts, crashes or loops on some corrupt bitcode, and must only ever do so in
 *       a process that is not the JVM.
 *   <li>The module is parsed in a fresh LLVM context whose diagnostics are collected rather than
 *       printed ({@link org.jsmc.ir.llvm.Diagnostics}), then verified ({@link
 *       org.jsmc.ir.llvm.NativeModule}); LLVM drops invalid debug information with a warning.
 *       Bitcode up to LLVM 20 is read and upgraded by LLVM itself.
 *   <li>{@code optnone} is removed, and the pass pipeline (default {@code mem2reg}) runs through
 *       LLVM's new pass manager.
 *   <li>The module is lowered to the Java IR ({@link org.jsmc.ir.llvm.Lowering}, {@link
 *       org.jsmc.ir.llvm.FunctionLowering}, {@link org.jsmc.ir.llvm.TypeLowering}, {@link
 *       org.jsmc.ir.llvm.ConstantLowering}), and every native object is disposed.
 * </ol>
 *
 * <p>{@link org.jsmc.ir.llvm.ModuleLoader#load} is the entry point; it returns the module with a
 * description of these steps for {@code --verbose}.
 *
 * <h2>What is rejected</h2>
 *
 * <p>Anything the Java IR cannot represent faithfully is an {@link
 * org.jsmc.ir.UnsupportedFeatureException} naming the instruction and its source location:
 * exception handling ({@code invoke}, {@code landingpad}, …), {@code callbr}, inline assembly other
 * than the empty compiler barrier, intrinsics outside {@link org.jsmc.ir.Intrinsic}, scalable
 * vectors, integers wider than 64 bits in instructions and constants, constants of 80- and 128-bit
 * floating-point types, constructors and destructors. The whole module is rejected, even if the
 * construct sits in a function that is never called.
 *
 * <h2>Invariants</h2>
 *
 * <ul>
 *   <li>Native handles never escape a load: every context, module, buffer and target-data object is
 *       disposed before {@code load} returns or throws.
 *   <li>LLVM never exits the JVM: errors become one-line exceptions. (One message still reaches
 *       standard error: when a module's debug information is invalid, LLVM's reader prints the
 *       verifier's complaints before it drops it. Suppressing that would need a code path the child
 *       clang has not tried first.)
 *   <li>Thread-safe: each load has its own context; the shared state (the diagnostic callback, the
 *       clang path, the soname directory) is initialised once and synchronised.
 * </ul>
 */
package org.jsmc.ir.llvm;
