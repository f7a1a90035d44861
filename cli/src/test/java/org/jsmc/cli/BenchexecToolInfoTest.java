package org.jsmc.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Runs the Python tests of the BenchExec tool-info module ({@code benchexec/test_jsmc.py}, with a
 * stand-in for BenchExec) when {@code python3} is installed; skipped otherwise.
 */
class BenchexecToolInfoTest {
    private static final Path FOLDER = Path.of("../benchexec");

    @Test
    void toolInfoModuleTestsPass() throws IOException, InterruptedException {
        assumeTrue(Files.isRegularFile(FOLDER.resolve("test_jsmc.py")), "no benchexec/ folder");
        Process p;
        try {
            p =
                    new ProcessBuilder(
                                    "python3",
                                    "-m",
                                    "unittest",
                                    "discover",
                                    "-s",
                                    FOLDER.toString())
                            .redirectErrorStream(true)
                            .start();
        } catch (IOException e) {
            assumeTrue(false, "python3 is not installed");
            return;
        }
        String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(p.exitValue()).as(output).isZero();
        assertThat(output).contains("OK");
    }
}
