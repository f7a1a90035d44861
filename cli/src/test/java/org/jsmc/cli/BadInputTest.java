package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad input: one line on stderr naming what and where, exit code 1, no stack trace, nothing on
 * stdout.
 */
class BadInputTest {
    @TempDir Path dir;

    private CliRun expectBadInput(String... args) {
        CliRun run = CliRun.of(args);
        assertThat(run.exitCode()).as(run.err()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().strip().lines().count()).as(run.err()).isEqualTo(1);
        assertThat(run.err())
                .startsWith("jsmc: ")
                .doesNotContain("\tat ")
                .doesNotContain("Exception");
        return run;
    }

    @Test
    void missingFile() {
        expectBadInput(dir.resolve("none.c").toString());
    }

    @Test
    void corruptBitcode() throws IOException {
        Path bc = dir.resolve("corrupt.bc");
        byte[] bytes = new byte[256];
        bytes[0] = 'B';
        bytes[1] = 'C';
        bytes[2] = (byte) 0xC0;
        bytes[3] = (byte) 0xDE;
        Arrays.fill(bytes, 4, bytes.length, (byte) 0x5A);
        Files.write(bc, bytes);
        assertThat(expectBadInput(bc.toString()).err()).contains("corrupt.bc");
    }

    @Test
    void notBitcodeAtAll() throws IOException {
        Path bc = dir.resolve("text.bc");
        Files.writeString(bc, "hello, world\n");
        expectBadInput(bc.toString());
    }

    @Test
    void truncatedBitcode() throws IOException {
        Path c = Path.of(CliRun.write(dir, "ok.c", "int main(void) { return 0; }\n"));
        Path bc = dir.resolve("ok.bc");
        TestClang.compile(c, bc, false);
        byte[] all = Files.readAllBytes(bc);
        Path cut = dir.resolve("cut.bc");
        Files.write(cut, Arrays.copyOf(all, all.length / 2));
        assertThat(expectBadInput(cut.toString()).err()).contains("cut.bc");
    }

    @Test
    void malformedTextualIr() throws IOException {
        String ll = CliRun.write(dir, "bad.ll", "define i32 @main() {\n  ret i32 %undefined\n}\n");
        assertThat(expectBadInput(ll).err()).contains("bad.ll");
    }

    @Test
    void missingMain() throws IOException {
        String c = CliRun.write(dir, "nomain.c", "int f(void) { return 1; }\n");
        assertThat(expectBadInput(c).err()).contains("no main function");
    }

    @Test
    void compileError() throws IOException {
        String c = CliRun.write(dir, "broken.c", "int main(void) { return x; }\n");
        assertThat(expectBadInput(c).err()).contains("broken.c:1:").contains("error:");
    }

    @Test
    void unknownExternalFunction() throws IOException {
        String c =
                CliRun.write(
                        dir,
                        "ext.c",
                        """
                int mystery(int);
                int main(void) { return mystery(3); }
                """);
        assertThat(expectBadInput(c).err()).contains("mystery").contains("ext.c:2");
    }

    @Test
    void unsupportedInstruction() throws IOException {
        String ll =
                CliRun.write(
                        dir,
                        "wide.ll",
                        """
                define i32 @main() {
                  %a = mul i128 3, 5
                  %b = trunc i128 %a to i32
                  ret i32 %b
                }
                """);
        assertThat(expectBadInput(ll).err()).contains("unsupported").contains("i128");
    }

    @Test
    void runawayLoop() throws IOException {
        String c =
                CliRun.write(
                        dir,
                        "spin.c",
                        """
                volatile int x;
                int main(void) { int i = 0; while (1) { i++; } return i; }
                """);
        assertThat(expectBadInput("--step-limit", "100000", c).err())
                .contains("runaway")
                .contains("spin.c:2")
                .contains("--unroll");
    }

    @Test
    void unboundedVisibleLoop() throws IOException {
        String c =
                CliRun.write(
                        dir,
                        "wait.c",
                        """
                #include <pthread.h>
                int flag, polls;
                void *t(void *p) { return 0; }
                int main(void) {
                    pthread_t a;
                    pthread_create(&a, 0, t, 0);
                    while (!flag) { polls++; }
                    return 0;
                }
                """);
        assertThat(expectBadInput("--event-limit", "1000", c).err())
                .contains("1000 visible events")
                .contains("--unroll");
    }

    @Test
    void threadsCreatedWithoutBound() throws IOException {
        String c =
                CliRun.write(
                        dir,
                        "spawner.c",
                        """
                #include <pthread.h>
                void *t(void *p) { return 0; }
                int main(void) {
                    pthread_t a;
                    while (1) { pthread_create(&a, 0, t, 0); }
                    return 0;
                }
                """);
        assertThat(expectBadInput(c).err())
                .contains("more than 1000 threads in one execution")
                .contains("spawner.c:5");
    }
}
