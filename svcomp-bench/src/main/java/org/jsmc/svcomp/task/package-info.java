/**
 * SV-COMP verification tasks: {@link org.jsmc.svcomp.task.TaskLoader} reads a task definition into
 * a {@link org.jsmc.svcomp.task.TaskDefinition} (input files, {@link
 * org.jsmc.svcomp.task.ExpectedProperty properties with expected verdicts}, {@link
 * org.jsmc.svcomp.task.DataModel}); {@link org.jsmc.svcomp.task.PropertyFile} names a {@code .prp}
 * file's property from its formula; {@link org.jsmc.svcomp.task.TaskSet} expands the paths of a
 * command line; a {@link org.jsmc.svcomp.task.Task} is a definition with the one property to check.
 *
 * <p>Paths are absolute and normalized once read, so that results files can key on them. Bad input
 * is a {@link org.jsmc.svcomp.task.TaskException} naming the file. Everything here is immutable.
 */
package org.jsmc.svcomp.task;
