/// Flickr answers as the API sends them, cut down to a few photos, for the stub to serve.
enum RecordedBodies {
    static let search = """
        {"photos":{"page":1,"pages":13,"perpage":100,"total":1234,"photo":[\
        {"id":"53127788340","owner":"98765432@N05","secret":"9f3a1c2b7d","server":"65535","farm":66,\
        "title":"Golden Gate at dusk","ispublic":1,"isfriend":0,"isfamily":0,\
        "tags":"sanfrancisco bridge goldengatebridge dusk"},\
        {"id":"52011223344","owner":"12345678@N00","secret":"0a1b2c3d4e","server":"7372","farm":8,\
        "title":"Bay Bridge","ispublic":1,"isfriend":0,"isfamily":0,"tags":""}]},"stat":"ok"}
        """

    static let favorites = """
        {"photo":{"person":[{"nsid":"11111111@N01","username":"alice","realname":"Alice",\
        "favedate":"1701234567","iconserver":"1","iconfarm":1,"contact":0,"friend":0,"family":0}],\
        "id":"53127788340","secret":"9f3a1c2b7d","server":"65535","farm":66,"page":1,"pages":12,\
        "perpage":1,"total":"12"},"stat":"ok"}
        """

    static let info = """
        {"photo":{"id":"53127788340","secret":"9f3a1c2b7d","server":"65535","farm":66,\
        "dateuploaded":"1692345678","isfavorite":0,"license":"0","safety_level":"0","rotation":0,\
        "owner":{"nsid":"98765432@N05","username":"bayshooter"},"title":{"_content":"Golden Gate at dusk"},\
        "description":{"_content":""},"visibility":{"ispublic":1,"isfriend":0,"isfamily":0},\
        "dates":{"posted":"1692345678","taken":"2023-08-17 19:41:02"},"views":"5321",\
        "comments":{"_content":"3"},"tags":{"tag":[]},"media":"photo"},"stat":"ok"}
        """

    static let invalidKey = #"{"stat":"fail","code":100,"message":"Invalid API Key (Key not found)"}"#

    static let truncated = #"{"photos":{"page":1,"pages":13,"perpage":100,"total":1234,"photo":[{"id":"5312"#

    static let wrongShape = #"{"photos":{"page":1,"total":"many","photo":[]},"stat":"ok"}"#
}
