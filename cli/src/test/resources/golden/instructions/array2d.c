/* Two-dimensional arrays: indexing, row pointers, passing to functions, matrix product. */
#include <assert.h>

#define N 3

static void matmul(int c[N][N], int a[N][N], int b[N][N]) {
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            c[i][j] = 0;
            for (int k = 0; k < N; k++)
                c[i][j] += a[i][k] * b[k][j];
        }
}

static int trace(int m[N][N]) {
    int t = 0;
    for (int i = 0; i < N; i++)
        t += m[i][i];
    return t;
}

int main(void) {
    int a[N][N] = {{1, 2, 3}, {4, 5, 6}, {7, 8, 9}};
    int id[N][N] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    int c[N][N];
    matmul(c, a, id);
    assert(c[1][2] == 6 && trace(c) == 15);
    matmul(c, a, a);
    assert(c[0][0] == 30 && c[2][1] == 126);   /* 7*2 + 8*5 + 9*8 */
    int (*row)[N] = &a[1];
    assert((*row)[0] == 4 && row[1][2] == 9);
    int *flat = &a[0][0];
    assert(flat[7] == 8);
    char grid[2][4] = {"abc", "xyz"};
    assert(grid[1][1] == 'y' && grid[0][3] == '\0');
    return 0;
}
