package org.jsmc.svcomp.run;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import org.jsmc.bench.harness.JavaCommand;
import org.jsmc.svcomp.task.DataModel;
import org.jsmc.svcomp.task.Task;

/**
 * How to start jsmc on one task in a JVM of its own: {@code java -Xmx<mem>m
 * -XX:+ExitOnOutOfMemoryError -Xss16m <jvm options> -cp <classpath> <main>} ({@link JavaCommand}),
 * then {@code --json --property <prp> [-m32] [--algorithm A] --time-limit <seconds> <input file>},
 * {@code -m32} for {@link DataModel#ILP32} tasks.
 *
 * @param java the {@code java} executable
 * @param jvmOptions extra JVM options
 * @param classpath jsmc's class path
 * @param mainClass jsmc's main class ({@code org.jsmc.cli.Main}; a stand-in in tests)
 * @param algorithm the exploration algorithm, or null for jsmc's default
 */
public record SvcompLauncher(
        Path java, List<String> jvmOptions, String classpath, String mainClass, String algorithm) {
    public SvcompLauncher {
        jvmOptions = List.copyOf(jvmOptions);
    }

    /** The command line of {@code task} under {@code limits}. */
    public List<String> command(Task task, SvcompLimits limits) {
        List<String> cmd =
                JavaCommand.start(java, limits.memoryMb(), jvmOptions, classpath, mainClass);
        cmd.add("--json");
        cmd.add("--property");
        cmd.add(task.property().property().file().toString());
        if (task.definition().dataModel() == DataModel.ILP32) {
            cmd.add("-m32");
        }
        if (algorithm != null) {
            cmd.add("--algorithm");
            cmd.add(algorithm);
        }
        cmd.add("--time-limit");
        cmd.add(BigDecimal.valueOf(limits.timeoutSeconds()).stripTrailingZeros().toPlainString());
        cmd.add(task.definition().inputFiles().get(0).toString());
        return cmd;
    }
}
