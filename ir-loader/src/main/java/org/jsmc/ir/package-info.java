/**
 * jsmc's intermediate representation: an immutable Java copy of an LLVM module, free of native
 * handles, which the interpreter links and runs.
 *
 * <h2>Tour</h2>
 *
 * <ul>
 *   <li>{@link org.jsmc.ir.Module}: the {@link org.jsmc.ir.DataLayout}, the {@link
 *       org.jsmc.ir.Global}s and the {@link org.jsmc.ir.Function}s; a function is a list of {@link
 *       org.jsmc.ir.Block}s, a block a list of {@link org.jsmc.ir.Instruction}s (one record per
 *       instruction kind, {@code phi}s first, one terminator last).
 *   <li>Operands are {@link org.jsmc.ir.Value}s: a register ({@link org.jsmc.ir.Value.Local}) or a
 *       {@link org.jsmc.ir.Constant}. Every value has a {@link org.jsmc.ir.Type}, and every type
 *       its {@link org.jsmc.ir.Layout} under the module's data layout, so the interpreter never
 *       computes sizes, alignments or field offsets itself.
 *   <li>{@link org.jsmc.ir.SourceLocation}s come from clang's debug information; {@link
 *       org.jsmc.ir.Intrinsic} lists the LLVM intrinsics jsmc runs.
 *   <li>Failures: {@link org.jsmc.ir.InputException} (bad input), {@link
 *       org.jsmc.ir.UnsupportedFeatureException} (valid input jsmc does not model), {@link
 *       org.jsmc.ir.LimitExceededException}; all one-line messages, see {@link
 *       org.jsmc.ir.JsmcException}.
 *   <li>{@code ir.llvm} produces modules from {@code .c}, {@code .i}, {@code .bc} and {@code .ll}
 *       files ({@link org.jsmc.ir.llvm.ModuleLoader}); {@code ir.pass} holds analyses of the
 *       lowered code, such as the loops bounded by {@code --unroll}.
 * </ul>
 *
 * <h2>Conventions</h2>
 *
 * <ul>
 *   <li><b>Registers.</b> In a function with {@code n} parameters, registers {@code 0 … n-1} are
 *       the parameters; every instruction with a non-{@code void} result then gets the next
 *       register in block order, and {@link org.jsmc.ir.Function#registerCount()} is the total. An
 *       instruction without a result has {@link org.jsmc.ir.Instruction#NO_RESULT}; so does an
 *       instruction inside a {@link org.jsmc.ir.Constant.Expression}, whose operands are all
 *       constants.
 *   <li><b>Blocks</b> are referred to by their index in {@link org.jsmc.ir.Function#blocks()};
 *       block 0 is the entry. Unnamed blocks are named by LLVM's slot number ({@code "9"} for
 *       {@code %9}).
 *   <li><b>Integers</b> are at most 64 bits wide in instructions and constants. {@link
 *       org.jsmc.ir.Constant.Int} and the case values of {@link org.jsmc.ir.Instruction.Switch}
 *       hold the value zero-extended from its width: {@code i32 -1} is {@code 0xFFFFFFFF}, {@code
 *       i1 true} is {@code 1}. Types of any width may appear in layouts (struct fields, {@code
 *       alloca}).
 *   <li><b>Symbols</b> are referred to by name ({@link org.jsmc.ir.Constant.GlobalAddress}, {@link
 *       org.jsmc.ir.Constant.FunctionAddress}); unnamed globals and functions are called {@code
 *       __unnamed_<n>}, where {@code @n} is their name in LLVM's textual IR.
 *   <li><b>Intrinsics</b> are called through {@link org.jsmc.ir.Instruction.IntrinsicCall} with all
 *       of LLVM's arguments (e.g. {@code memcpy}'s {@code isvolatile} flag); a metadata argument is
 *       {@code Constant.Undefined} of type {@code metadata}. Intrinsic functions are not in {@link
 *       org.jsmc.ir.Module#functions()}.
 *   <li>Records are immutable and safe to share between threads.
 * </ul>
 */
package org.jsmc.ir;
