package org.jsmc.cli;

/**
 * Stands in for jsmc in {@link SvcompCliTest}: {@code --json --property P [-m32] --time-limit T
 * FILE} prints a JSON report whose {@code svcomp} verdict follows the file's name ({@code false}:
 * {@code false(unreach-call)}, exit 42; {@code bad}: exit 1 with a line on stderr; {@code sleep}:
 * never ends; else {@code true}), its reason telling whether {@code -m32} was given.
 */
public final class FakeSvcompMain {
    private FakeSvcompMain() {}

    public static void main(String[] args) throws InterruptedException {
        String file = args[args.length - 1];
        String name = file.substring(file.lastIndexOf('/') + 1);
        boolean m32 = java.util.List.of(args).contains("-m32");
        if (name.contains("sleep")) {
            Thread.sleep(600_000);
        }
        if (name.contains("bad")) {
            System.err.println("jsmc: " + name + ":1:1: unsupported external function 'foo'");
            System.exit(1);
        }
        boolean isFalse = name.contains("false");
        System.out.println(
                "{\"seconds\":0.5,\"peakMemoryMb\":64.0,\"svcomp\":{\"property\":\"unreach-call\","
                        + "\"verdict\":\""
                        + (isFalse ? "false(unreach-call)" : "true")
                        + "\",\"reason\":\""
                        + (m32 ? "checked as ILP32" : "checked as LP64")
                        + "\"}}");
        System.exit(isFalse ? 42 : 0);
    }
}
