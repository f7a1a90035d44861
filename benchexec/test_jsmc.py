"""
Tests of the BenchExec tool-info module jsmc.py, runnable with plain 'python3 -m unittest' from
this folder (no BenchExec installed): a minimal stand-in for benchexec.result and
benchexec.tools.template, with only the names jsmc.py uses and the values BenchExec gives them.
"""

import collections
import sys
import types
import unittest


def _install_benchexec_stand_in():
    result = types.ModuleType("benchexec.result")
    result.RESULT_TRUE_PROP = "true"
    result.RESULT_FALSE_PROP = "false"
    result.RESULT_FALSE_REACH = "false(unreach-call)"
    result.RESULT_UNKNOWN = "unknown"
    result.RESULT_ERROR = "ERROR"

    template = types.ModuleType("benchexec.tools.template")

    class UnsupportedFeatureException(Exception):
        pass

    class BaseTool2:
        version_calls = []

        @staticmethod
        def _version_from_tool(executable, arg="--version", use_stderr=False,
                               ignore_stderr=False, line_prefix=None):
            BaseTool2.version_calls.append((executable, arg, ignore_stderr, line_prefix))
            output = "jsmc 0.1.0\nLLVM 18.1.8\nJava 17.0.12"
            for line in output.splitlines():
                if line_prefix is None:
                    return output
                if line.startswith(line_prefix):
                    return line[len(line_prefix):].strip()
            return ""

    template.BaseTool2 = BaseTool2
    template.UnsupportedFeatureException = UnsupportedFeatureException

    benchexec = types.ModuleType("benchexec")
    tools = types.ModuleType("benchexec.tools")
    benchexec.result = result
    benchexec.tools = tools
    tools.template = template
    sys.modules.update({
        "benchexec": benchexec,
        "benchexec.result": result,
        "benchexec.tools": tools,
        "benchexec.tools.template": template,
    })


_install_benchexec_stand_in()
import jsmc  # noqa: E402  (after the stand-in)

Task = collections.namedtuple("Task", ["input_files", "property_file", "options"])
Limits = collections.namedtuple("Limits", ["cputime", "cputime_hard", "walltime", "memory", "cpu_cores"])
ExitCode = collections.namedtuple("ExitCode", ["value", "signal"])
Run = collections.namedtuple("Run", ["cmdline", "exit_code", "output", "termination_reason"])


def run(exit_code, *lines):
    return Run([], ExitCode(exit_code, None), list(lines), None)


class ToolInfoTest(unittest.TestCase):
    def setUp(self):
        self.tool = jsmc.Tool()
        self.limits = Limits(900, 900, None, None, None)

    def test_names_and_version(self):
        self.assertEqual(self.tool.name(), "jsmc")
        self.assertEqual(self.tool.version("scripts/jsmc"), "0.1.0")
        self.assertIn(("scripts/jsmc", "--version", True, "jsmc "),
                      jsmc.benchexec.tools.template.BaseTool2.version_calls)

    def test_executable_is_scripts_jsmc(self):
        class Locator:
            def find_executable(self, name, subdir=""):
                return subdir + "/" + name
        self.assertEqual(self.tool.executable(Locator()), "scripts/jsmc")

    def test_cmdline_ilp32(self):
        task = Task(["fib.i"], "unreach-call.prp", {"language": "C", "data_model": "ILP32"})
        self.assertEqual(
            self.tool.cmdline("jsmc", ["--algorithm", "optimal"], task, self.limits),
            ["jsmc", "--algorithm", "optimal", "--property", "unreach-call.prp", "-m32",
             "--time-limit", "900", "--witness", "witness.yml", "fib.i"])

    def test_cmdline_lp64_without_time_limit(self):
        task = Task(["fib.i"], "unreach-call.prp", {"language": "C", "data_model": "LP64"})
        self.assertEqual(
            self.tool.cmdline("jsmc", [], task, Limits(None, None, None, None, None)),
            ["jsmc", "--property", "unreach-call.prp", "--witness", "witness.yml", "fib.i"])

    def test_cmdline_format_1_is_ilp32(self):
        task = Task(["fib.i"], "unreach-call.prp", None)
        self.assertIn("-m32", self.tool.cmdline("jsmc", [], task, self.limits))

    def test_cmdline_needs_a_property(self):
        task = Task(["fib.i"], None, None)
        with self.assertRaises(jsmc.benchexec.tools.template.UnsupportedFeatureException):
            self.tool.cmdline("jsmc", [], task, self.limits)

    def test_verdicts(self):
        self.assertEqual(self.tool.determine_result(run(0, "Verdict: true", "Reason: exhaustive")), "true")
        self.assertEqual(
            self.tool.determine_result(run(42, "Verdict: false(unreach-call)", "Reason: reach_error")),
            "false(unreach-call)")
        self.assertEqual(self.tool.determine_result(run(42, "Verdict: false(no-data-race)")),
                         "false(no-data-race)")
        self.assertEqual(self.tool.determine_result(run(0, "Verdict: unknown", "Reason: bound")), "unknown")

    def test_errors(self):
        self.assertEqual(
            self.tool.determine_result(run(1, "jsmc: fib.i:3:1: unsupported external function 'foo'")),
            "ERROR (fib.i:3:1: unsupported external function 'foo')")
        self.assertEqual(self.tool.determine_result(run(3, "jsmc: internal error: boom")),
                         "ERROR (internal error)")
        self.assertEqual(self.tool.determine_result(run(0, "no verdict here")), "ERROR")


if __name__ == "__main__":
    unittest.main()
