package org.jsmc.bench.run;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.jsmc.bench.harness.JavaCommand;

/**
 * How to start jsmc in a JVM of its own: {@code java -Xmx<mem>m -XX:+ExitOnOutOfMemoryError -Xss16m
 * <jvm options> -cp <classpath> <main>} ({@link JavaCommand}), then {@code --json --keep-going
 * --algorithm A <options> <family flags> -DN=… <file>}.
 *
 * @param java the {@code java} executable
 * @param jvmOptions extra JVM options, e.g. {@code -XX:TieredStopAtLevel=1} for short runs
 * @param classpath jsmc's class path (the runnable jar, or the directories of a development build)
 * @param mainClass jsmc's main class
 */
public record Launcher(Path java, List<String> jvmOptions, String classpath, String mainClass) {
    public Launcher {
        jvmOptions = List.copyOf(jvmOptions);
    }

    /** jsmc's own main class. */
    public static final String JSMC_MAIN = "org.jsmc.cli.Main";

    /** The {@code java} of the running JVM. */
    public static Path currentJava() {
        return Path.of(System.getProperty("java.home"), "bin", "java");
    }

    /** The command line of {@code spec} under {@code limits}. */
    public List<String> command(RunSpec spec, Limits limits) {
        List<String> cmd =
                JavaCommand.start(java, limits.memoryMb(), jvmOptions, classpath, mainClass);
        cmd.add("--json");
        cmd.add("--keep-going");
        cmd.add("--algorithm");
        cmd.add(spec.configuration().algorithm());
        cmd.addAll(spec.configuration().options());
        cmd.addAll(spec.family().flags(spec.params()));
        for (Map.Entry<String, Long> e : spec.params().values().entrySet()) {
            cmd.add("-D" + e.getKey() + "=" + e.getValue());
        }
        cmd.add(spec.family().file().toString());
        return cmd;
    }
}
