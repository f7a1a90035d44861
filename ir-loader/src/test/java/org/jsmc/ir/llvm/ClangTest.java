package org.jsmc.ir.llvm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;
import static org.jsmc.ir.llvm.TestPrograms.first;
import static org.jsmc.ir.llvm.TestPrograms.function;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.jsmc.ir.Constant;
import org.jsmc.ir.InputException;
import org.jsmc.ir.Instruction;
import org.jsmc.ir.Module;
import org.jsmc.ir.Type;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Compiling C with the bundled clang: flags, errors, and the data layouts it chooses. */
class ClangTest {

    @TempDir Path dir;

    static long returned(Module m) {
        Instruction.Return ret = first(function(m, "main"), Instruction.Return.class);
        return ((Constant.Int) ret.value()).bits();
    }

    @Test
    void definesIncludesAndStandard() throws IOException {
        Path include = Files.createDirectories(dir.resolve("include"));
        TestPrograms.write(include, "config.h", "#define BASE 100\n");
        String c =
                """
                #include "config.h"
                int main(void) { return BASE + N + (__STDC_VERSION__ == 201112L); }
                """;
        LoadOptions options =
                LoadOptions.DEFAULT
                        .withDefines(List.of("N=3"))
                        .withIncludes(List.of(include))
                        .withStd("c11");
        LoadedModule loaded = TestPrograms.load(dir, "flags.c", c, options);
        assertThat(returned(loaded.module())).isEqualTo(104);
        assertThat(loaded.pipeline().get(0))
                .startsWith("clang " + LlvmVersion.full() + ": ")
                .contains(" -O0 -g -Xclang -disable-O0-optnone ")
                .contains(" -std=c11 ", " -DN=3 ", " -I" + include + " ")
                .contains(dir.resolve("flags.c").toString())
                .endsWith("-o <temporary>.bc");
        assertThat(loaded.pipeline()).contains("LLVM passes: mem2reg");
    }

    @Test
    void preprocessedInputKeepsItsLineMarkers() {
        String i =
                """
                # 1 "original.c"
                int main(void) {
                  return 7;
                }
                """;
        Module m = TestPrograms.module(dir, "prog.i", i);
        assertThat(returned(m)).isEqualTo(7);
        Instruction.Return ret = first(function(m, "main"), Instruction.Return.class);
        assertThat(ret.location().file()).isEqualTo("original.c");
        assertThat(ret.location().line()).isEqualTo(2);
    }

    @Test
    void compileErrorsNameTheFirstErrorAndCountTheRest() {
        Path f = TestPrograms.write(dir, "err.c", "int main(void) { int x = ; return y; }\n");
        InputException e =
                catchThrowableOfType(
                        InputException.class, () -> ModuleLoader.load(f, LoadOptions.DEFAULT));
        assertThat(e).hasMessage(f + ":1:26: error: expected expression (1 more error)");
    }

    @Test
    void extraFlagsComeLastAndWin() {
        String c = "int twice(int x) { int y = x; return y + y; }\nint main(void) { return 0; }\n";
        LoadOptions o2 = LoadOptions.DEFAULT.withClangFlags(List.of("-O2")).withPasses("");
        LoadedModule loaded = TestPrograms.load(dir, "o2.c", c, o2);
        assertThat(loaded.pipeline().get(0)).contains(" -c -O2 ");
        assertThat(loaded.pipeline()).contains("LLVM passes: none");
        assertThat(TestPrograms.instructions(function(loaded.module(), "twice")))
                .noneMatch(i -> i instanceof Instruction.Alloca);
    }

    @Test
    void dataLayoutOf64BitCode() {
        Module m = TestPrograms.module(dir, "lp64.c", layoutProgram());
        assertThat(m.dataLayout().pointerSize()).isEqualTo(8);
        assertThat(m.dataLayout().littleEndian()).isTrue();
        Type.Struct s = (Type.Struct) m.global("s").orElseThrow().valueType();
        assertThat(s.offsets()).containsExactly(0L, 8L);
        assertThat(s.size()).isEqualTo(16);
        assertThat(s.fields().get(1).layout().align()).isEqualTo(8);
    }

    @Test
    void dataLayoutOf32BitCode() {
        LoadOptions m32 = LoadOptions.DEFAULT.withM32(true);
        Module m = TestPrograms.load(dir, "ilp32.c", layoutProgram(), m32).module();
        assertThat(m.triple()).startsWith("i386");
        assertThat(m.dataLayout().pointerSize()).isEqualTo(4);
        Type.Struct s = (Type.Struct) m.global("s").orElseThrow().valueType();
        // i386 aligns long long to 4 bytes inside structs.
        assertThat(s.offsets()).containsExactly(0L, 4L);
        assertThat(s.size()).isEqualTo(12);
        assertThat(s.fields().get(1).layout()).isEqualTo(new org.jsmc.ir.Layout(8, 8, 4));
        assertThat(m.global("p").orElseThrow().valueType().layout().size()).isEqualTo(4);
    }

    private static String layoutProgram() {
        return """
                struct S { char c; long long x; } s;
                long long *p;
                int main(void) { return (int) sizeof(s); }
                """;
    }

    @Test
    void m32WithoutThirtyTwoBitHeadersSaysHowToFixIt() {
        String c = "#include <pthread.h>\nint main(void) { return 0; }\n";
        Path f = TestPrograms.write(dir, "threads.c", c);
        InputException e =
                catchThrowableOfType(
                        InputException.class,
                        () -> ModuleLoader.load(f, LoadOptions.DEFAULT.withM32(true)));
        assumeTrue(e != null, "32-bit C headers are installed here");
        assertThat(e.getMessage())
                .contains("fatal error: '")
                .contains("' file not found")
                .endsWith(
                        "; 32-bit C headers are not installed (apt-get install libc6-dev-i386);"
                                + " or give a preprocessed .i file");
    }

    @Test
    void failureMessages() {
        assertThat(ClangOutput.failureMessage("clang: error: unknown argument: '-foo'\n", 1, false))
                .isEqualTo("clang: error: unknown argument: '-foo'");
        assertThat(ClangOutput.failureMessage("Segmentation fault\n", 139, false))
                .isEqualTo("clang failed (exit code 139): Segmentation fault");
        String three = "a.c:1:1: error: x\na.c:2:1: error: y\na.c:3:1: fatal error: z\n";
        assertThat(ClangOutput.failureMessage(three, 1, false))
                .isEqualTo("a.c:1:1: error: x (2 more errors)");
    }
}
