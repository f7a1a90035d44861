/* Structs: nested aggregates, arrays in structs, struct copy, pass and return by value
 * (small structs in registers, large ones through memory). */
#include <assert.h>

struct point { int x, y; };
struct rect { struct point lo, hi; char tag; };
struct big { long long v[6]; struct point p; };

static struct point mkpoint(int x, int y) {
    struct point p = {x, y};
    return p;
}

static int area(struct rect r) { return (r.hi.x - r.lo.x) * (r.hi.y - r.lo.y); }

static struct big mkbig(int k) {
    struct big b;
    for (int i = 0; i < 6; i++)
        b.v[i] = (long long)k * i;
    b.p = mkpoint(k, -k);
    return b;
}

int main(void) {
    struct rect r = {{1, 2}, {4, 6}, 'r'};
    assert(area(r) == 12);
    struct rect s = r;          /* struct copy */
    s.hi.x = 10;
    assert(r.hi.x == 4 && s.hi.x == 10 && s.tag == 'r');
    assert(area(s) == 36);

    struct point p = mkpoint(3, 4);
    assert(p.x == 3 && p.y == 4);

    struct big b = mkbig(7);
    assert(b.v[5] == 35 && b.p.y == -7);
    struct big c;
    c = b;
    b.v[0] = 99;
    assert(c.v[0] == 0 && c.v[3] == 21);

    struct rect arr[2] = {r, s};
    struct rect *q = &arr[1];
    assert(q->hi.x == 10 && (*q).lo.y == 2);
    assert(sizeof(struct rect) == 20);
    return 0;
}
