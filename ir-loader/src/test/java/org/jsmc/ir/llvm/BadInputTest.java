package org.jsmc.ir.llvm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.jsmc.ir.InputException;
import org.jsmc.ir.JsmcException;
import org.jsmc.ir.UnsupportedFeatureException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Input jsmc cannot use gives one clear line, never a crash or a stack trace. */
class BadInputTest {

    @TempDir static Path dir;
    static byte[] bitcode;

    @BeforeAll
    static void compile() throws IOException {
        Path c = TestPrograms.write(dir, "valid.c", "int g;\nint main(void) { return g; }\n");
        bitcode = BundledClang.compile(c, LoadOptions.DEFAULT).bitcode();
    }

    static Path file(String name, byte[] bytes) throws IOException {
        return Files.write(dir.resolve(name), bytes);
    }

    static <T extends JsmcException> T failure(Path file, Class<T> kind) {
        T e = catchThrowableOfType(kind, () -> ModuleLoader.load(file, LoadOptions.DEFAULT));
        assertThat(e).as("expected %s loading %s", kind.getSimpleName(), file).isNotNull();
        assertThat(e.getMessage()).doesNotContain("\n");
        return e;
    }

    static <T extends JsmcException> T failure(String name, String text, Class<T> kind) {
        return failure(TestPrograms.write(dir, name, text), kind);
    }

    @Test
    void missingFile() {
        Path missing = dir.resolve("missing.c");
        assertThat(failure(missing, InputException.class)).hasMessage(missing + ": no such file");
    }

    @Test
    void unknownKindOfFile() {
        Path text = TestPrograms.write(dir, "notes.txt", "hello");
        assertThat(failure(text, InputException.class))
                .hasMessageContaining("unknown kind of input");
        assertThat(failure(dir, InputException.class)).hasMessageContaining("not a readable file");
    }

    @Test
    void notBitcodeAtAll() throws IOException {
        Path f = file("text.bc", "int main() {}".getBytes());
        assertThat(failure(f, InputException.class))
                .hasMessage(f + ": invalid bitcode: not an LLVM bitcode file");
    }

    @Test
    void corruptBitcode() throws IOException {
        byte[] bytes = new byte[4096];
        new Random(42).nextBytes(bytes);
        bytes[0] = 'B';
        bytes[1] = 'C';
        bytes[2] = (byte) 0xC0;
        bytes[3] = (byte) 0xDE;
        Path f = file("corrupt.bc", bytes);
        assertThat(failure(f, InputException.class))
                .hasMessageStartingWith(f + ": invalid bitcode: ");
    }

    @Test
    void truncatedBitcode() throws IOException {
        Path f = file("truncated.bc", Arrays.copyOf(bitcode, bitcode.length / 2));
        assertThat(failure(f, InputException.class))
                .hasMessageStartingWith(f + ": invalid bitcode: ");
    }

    @Test
    void bitcodeFromTheFuture() throws IOException {
        // Forge a newer bitcode epoch: set the lowest bit of the identification block's EPOCH.
        BitcodeHeader.Identification id = BitcodeHeader.identification(bitcode).orElseThrow();
        assertThat(id.epoch()).isZero();
        byte[] bytes = bitcode.clone();
        bytes[(int) (id.epochBit() / 8)] |= (byte) (1 << (id.epochBit() % 8));
        assertThat(BitcodeHeader.identification(bytes).orElseThrow().epoch()).isEqualTo(1);
        Path f = file("future.bc", bytes);
        assertThat(failure(f, InputException.class))
                .hasMessageStartingWith(f + ": invalid bitcode: Incompatible epoch")
                .hasMessageContaining("jsmc reads bitcode from LLVM 20 and older");
    }

    @Test
    void randomlyDamagedBitcodeNeverTakesTheJvmDown() throws IOException {
        // The seed is fixed IR with debug information, so the bitcode and its damage are the
        // same in every run. In-process, some of these files make LLVM abort or crash (and one
        // makes it loop); the child clang absorbs that.
        Path seed = TestPrograms.write(dir, "seed.ll", resource("seed.ll"));
        byte[] clean = BundledClang.compile(seed, LoadOptions.DEFAULT).bitcode();
        Random random = new Random(1);
        Path f = dir.resolve("damaged.bc");
        int crashes = 0;
        for (int round = 0; round < 80; round++) {
            byte[] bytes = clean.clone();
            for (int flips = 1 + random.nextInt(4); flips > 0; flips--) {
                int at = 4 + random.nextInt(bytes.length - 4);
                bytes[at] ^= (byte) (1 << random.nextInt(8));
            }
            Files.write(f, bytes);
            try {
                ModuleLoader.load(f, LoadOptions.DEFAULT);
            } catch (JsmcException e) {
                assertThat(e.getMessage()).doesNotContain("\n").startsWith(f.toString());
                crashes += e.getMessage().contains("LLVM crashed reading it") ? 1 : 0;
            }
        }
        assertThat(crashes).as("damaged files that crash LLVM").isPositive();
    }

    @Test
    void invalidDebugInformationIsDroppedWithAWarning() throws IOException {
        // A source location whose scope is the compile unit, not a function.
        String ir =
                resource("seed.ll")
                        .replaceFirst(
                                "(!DILocation\\(line: \\d+, column: \\d+, scope: )![0-9]+", "$1!2");
        LoadedModule loaded = TestPrograms.load(dir, "baddebug.ll", ir, LoadOptions.DEFAULT);
        assertThat(loaded.pipeline())
                .anyMatch(s -> s.startsWith("LLVM warning: ignoring invalid debug info in "));
        assertThat(loaded.module().function("main").orElseThrow().location().isKnown()).isFalse();
    }

    static String resource(String name) throws IOException {
        try (var in = BadInputTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    @Test
    void whatTheChildClangSaysBecomesOneLine() {
        assertThat(ClangOutput.readFailure("error: Invalid record\n1 error generated.\n"))
                .isEqualTo("Invalid record");
        assertThat(
                        ClangOutput.readFailure(
                                "LLVM ERROR: out of memory\nAllocation failed\nPLEASE submit a"
                                        + " bug report\nStack dump:\n #0 0x0\n"))
                .isEqualTo("LLVM crashed reading it (out of memory)");
        assertThat(ClangOutput.readFailure("PLEASE submit a bug report\nStack dump:\n #0 0x0\n"))
                .isEqualTo("LLVM crashed reading it");
        assertThat(
                        ClangOutput.readFailure(
                                "invalid value for 'frame-pointer' attribute: cll\nptr @t\nfatal"
                                        + " error: error in backend: Broken module found,"
                                        + " compilation aborted!\n"))
                .isEqualTo("invalid module: invalid value for 'frame-pointer' attribute: cll");
    }

    @Test
    void malformedTextualIr() {
        InputException e =
                failure("bad.ll", "define i32 @main() {\n  ret i32 %x\n}\n", InputException.class);
        assertThat(e)
                .hasMessage(dir.resolve("bad.ll") + ":2:11: error: use of undefined value '%x'");
    }

    @Test
    void textualIrThatFailsTheVerifier() {
        String ir = "define i32 @main() {\n  ret i64 0\n}\n";
        assertThat(failure("unverified.ll", ir, InputException.class))
                .hasMessageContaining("error: value doesn't match function result type");
    }

    @Test
    void typedPointersParseWhenLlvmCanUpgradeThem() {
        String ir =
                """
                @.str = private constant [3 x i8] c"hi\\00"
                define i32 @main() {
                  %p = alloca i32*, align 8
                  %q = load i32*, i32** %p, align 8
                  %c = bitcast i32* %q to i8*
                  %r = call i32 (i8*, ...) @printf(i8* getelementptr ([3 x i8], [3 x i8]* @.str, i64 0, i64 0))
                  ret i32 0
                }
                declare i32 @printf(i8*, ...)
                """;
        assertThat(TestPrograms.module(dir, "typed.ll", ir).function("main")).isPresent();
    }

    @Test
    void typedPointersThatDoNotParseGetAHint() {
        String ir = "define i32 @main(i32* %p) {\n  %x = load i32* %p\n  ret i32 %x\n}\n";
        assertThat(failure("old.ll", ir, InputException.class))
                .hasMessageStartingWith(dir.resolve("old.ll") + ":2:")
                .hasMessageEndingWith(
                        "(textual IR with typed pointers, as clang 14 and older wrote it, is not"
                                + " supported; give bitcode (.bc) instead)");
    }

    @Test
    void noMain() {
        assertThat(failure("lib.c", "int f(void) { return 1; }\n", InputException.class))
                .hasMessage(dir.resolve("lib.c") + ": no main function");
        assertThat(failure("decl.ll", "declare i32 @main()\n", InputException.class))
                .hasMessage(dir.resolve("decl.ll") + ": no main function");
    }

    @Test
    void invalidPassPipeline() {
        Path f = TestPrograms.write(dir, "passes.c", "int main(void) { return 0; }\n");
        assertThatThrownBy(
                        () -> ModuleLoader.load(f, LoadOptions.DEFAULT.withPasses("no-such-pass")))
                .isInstanceOf(InputException.class)
                .hasMessageStartingWith("invalid pass pipeline 'no-such-pass': ")
                .hasMessageContaining("no-such-pass");
    }

    @Test
    void unsupportedIntrinsic() {
        String c = "int main(void) {\n  return (int) __builtin_readcyclecounter();\n}\n";
        assertThat(failure("cycles.c", c, UnsupportedFeatureException.class))
                .hasMessageStartingWith("unsupported intrinsic llvm.readcyclecounter at ")
                .hasMessageEndingWith("cycles.c:2:16");
    }

    @Test
    void exceptionHandlingIsUnsupported() {
        String ir =
                """
                define i32 @main() personality ptr @__gxx_personality_v0 {
                  invoke void @f() to label %ok unwind label %bad
                ok:
                  ret i32 0
                bad:
                  %lp = landingpad { ptr, i32 } cleanup
                  ret i32 1
                }
                declare void @f()
                declare i32 @__gxx_personality_v0(...)
                """;
        assertThat(failure("invoke.ll", ir, UnsupportedFeatureException.class))
                .hasMessage(
                        "unsupported instruction invoke void @f() to label %ok unwind label %bad");
    }

    @Test
    void wideIntegersAreFineInDeclarationsAndLayouts() {
        String ir =
                """
                target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
                %struct.wide = type { i8, i128 }
                @w = global %struct.wide zeroinitializer
                declare i128 @wide(i128)
                define i32 @main() {
                  %p = alloca i128
                  ret i32 0
                }
                """;
        org.jsmc.ir.Module m = TestPrograms.module(dir, "widedecl.ll", ir);
        assertThat(m.function("wide").orElseThrow().type()).hasToString("i128 (i128)");
        assertThat(m.global("w").orElseThrow().valueType().size()).isEqualTo(32);
    }

    @Test
    void wideIntegersAreUnsupported() {
        String ir =
                """
                define i32 @main() {
                  %a = add i64 0, 1
                  %m = mul i128 3, 4
                  %t = trunc i128 %m to i32
                  ret i32 %t
                }
                """;
        assertThat(failure("wide.ll", ir, UnsupportedFeatureException.class))
                .hasMessage(
                        "unsupported instruction %m = mul i128 3, 4: integers wider than 64 bits");
        String c =
                """
                unsigned long long high(unsigned long long a, unsigned long long b) {
                  return (unsigned long long) (((unsigned __int128) a * b) >> 64);
                }
                int main(void) { return (int) high(1, 2); }
                """;
        assertThat(failure("wide.c", c, UnsupportedFeatureException.class))
                .hasMessageStartingWith("unsupported instruction %3 = zext i64 %0 to i128 at ")
                .hasMessageContaining("wide.c:2:");
    }

    @Test
    void otherUnsupportedConstructs() {
        assertThat(
                        failure(
                                "asm.c",
                                "int main(void) { __asm__(\"nop\"); return 0; }\n",
                                UnsupportedFeatureException.class))
                .hasMessageContaining("asm sideeffect \"nop\"")
                .hasMessageEndingWith(": inline assembly");
        assertThat(
                        failure(
                                "ctor.c",
                                "void __attribute__((constructor)) init(void) {}\n"
                                        + "int main(void) { return 0; }\n",
                                UnsupportedFeatureException.class))
                .hasMessageStartingWith("unsupported constructor functions");
        assertThat(
                        failure(
                                "long.c",
                                "long double x = 1.5L;\nint main(void) { return 0; }\n",
                                UnsupportedFeatureException.class))
                .hasMessageStartingWith("unsupported constant x86_fp80 ")
                .hasMessageEndingWith("in the initializer of @x");
    }
}
