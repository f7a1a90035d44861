package org.jsmc.ir.llvm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jsmc.ir.llvm.TestPrograms.all;
import static org.jsmc.ir.llvm.TestPrograms.function;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.jsmc.ir.Instruction;
import org.jsmc.ir.Module;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The steps around lowering: passes on optnone code, and loads running side by side. */
class PipelineTest {

    @TempDir Path dir;

    static final String OPTNONE =
            """
            define i32 @main() #0 {
              %x = alloca i32
              store i32 41, ptr %x
              %v = load i32, ptr %x
              %r = add i32 %v, 1
              ret i32 %r
            }
            attributes #0 = { noinline optnone }
            """;

    @Test
    void optnoneIsRemovedSoThatMem2regRuns() {
        LoadedModule loaded = TestPrograms.load(dir, "optnone.ll", OPTNONE, LoadOptions.DEFAULT);
        assertThat(loaded.pipeline())
                .containsSubsequence(
                        "removed optnone from 1 functions (so passes run)", "LLVM passes: mem2reg");
        assertThat(all(function(loaded.module(), "main"), Instruction.Alloca.class)).isEmpty();

        Module untouched =
                TestPrograms.load(dir, "nopasses.ll", OPTNONE, LoadOptions.DEFAULT.withPasses(""))
                        .module();
        assertThat(all(function(untouched, "main"), Instruction.Alloca.class)).hasSize(1);
    }

    // Debug information without a "Debug Info Version" flag: LLVM drops it with a warning.
    static final String OLD_DEBUG_INFO =
            """
            define i32 @main() {
              ret i32 0, !dbg !3
            }
            !llvm.dbg.cu = !{!0}
            !0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, emissionKind: FullDebug)
            !1 = !DIFile(filename: "old.c", directory: "/src")
            !2 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 1, unit: !0, spFlags: DISPFlagDefinition)
            !3 = !DILocation(line: 2, column: 3, scope: !2)
            """;

    @Test
    void loadsInParallelKeepTheirDiagnosticsApart() throws Exception {
        List<Callable<List<String>>> loads = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            Path file =
                    TestPrograms.write(dir, "p" + i + ".ll", i % 2 == 0 ? OLD_DEBUG_INFO : OPTNONE);
            loads.add(() -> ModuleLoader.load(file, LoadOptions.DEFAULT).pipeline());
        }
        ExecutorService pool = Executors.newFixedThreadPool(loads.size());
        try {
            List<Future<List<String>>> results = pool.invokeAll(loads);
            for (int i = 0; i < results.size(); i++) {
                List<String> warnings =
                        results.get(i).get().stream()
                                .filter(s -> s.startsWith("LLVM warning: "))
                                .toList();
                if (i % 2 == 0) {
                    assertThat(warnings)
                            .singleElement()
                            .asString()
                            .contains("invalid version")
                            .endsWith("p" + i + ".ll");
                } else {
                    assertThat(warnings).isEmpty();
                }
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
